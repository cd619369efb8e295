import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderUnsubscribePage, unsubscribePageStyleSource } from './unsubscribe-page';

/** The CSP that Hosting sends with every page, /unsubscribe included (firebase.json). */
function hostingPolicy(): string {
  const config = JSON.parse(
    readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8'),
  ) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };
  // The policy of every path (the e-mail preview page has one of its own).
  const values = config.hosting.headers
    .filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => header.value);
  expect(values).toHaveLength(1);
  return values[0] ?? '';
}

describe('the unsubscribe page under the content security policies', () => {
  it('hashes exactly the style element the page renders', async () => {
    const html = await renderUnsubscribePage({
      lang: 'en',
      dir: 'ltr',
      title: 'T',
      paragraphs: [],
    });
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(unsubscribePageStyleSource).toBe(`'sha256-${hash}'`);
  });

  it("is allowed by Hosting's policy when served through the /unsubscribe rewrite", () => {
    const styleSrc = hostingPolicy()
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('style-src '));
    expect(styleSrc?.split(' ')).toContain(unsubscribePageStyleSource);
  });
});
