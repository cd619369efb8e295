import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../support/emulators';

/** The production build as Firebase Hosting serves it: PWA manifest, icons, caching, SPA rewrite. */
describe('hosting of the production build', () => {
  it('serves an installable manifest whose icons all exist', async () => {
    const res = await fetch(`${hostingUrl}/manifest.webmanifest`);
    expect(res.ok).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ short_name: 'Sprout', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map(
      (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png' }]) {
      const image = await fetch(`${hostingUrl}${icon.src}`);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
    }
  });

  it('rewrites app routes to index.html and never lets browsers keep it', async () => {
    const res = await fetch(`${hostingUrl}/sv/dashboard`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('revalidates the service worker and caches hashed assets for a year', async () => {
    const sw = await fetch(`${hostingUrl}/sw.js`);
    expect(sw.ok).toBe(true);
    expect(sw.headers.get('cache-control')).toBe('no-cache');

    const html = await (await fetch(`${hostingUrl}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${hostingUrl}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
