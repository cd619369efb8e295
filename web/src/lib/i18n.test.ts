import { describe, expect, it } from 'vitest';
// vitest: a module graph of its own (the catalogs a fresh module has loaded are what it tests).
import { activateLanguage, i18n, withPageCatalog } from './i18n';

describe('catalogs by page', () => {
  it('loads the shell first, the pages’ texts with a page, and both again on a language switch', async () => {
    const { messages: shellDe } = await import('../locales/de/shell.po');
    const { messages: pagesDe } = await import('../locales/de/messages.po');
    const shellId = Object.keys(shellDe).find((id) => !(id in pagesDe));
    const pageId = Object.keys(pagesDe).find((id) => !(id in shellDe));
    expect(shellId && pageId).toBeTruthy();

    await activateLanguage('de');
    expect(i18n.messages[shellId as string]).toEqual(shellDe[shellId as string]);
    expect(i18n.messages[pageId as string]).toBeUndefined();

    const page = await withPageCatalog(Promise.resolve('page module'));
    expect(page).toBe('page module');
    expect(i18n.messages[pageId as string]).toEqual(pagesDe[pageId as string]);

    // Once pages were shown, a switch of language brings the new language's pages' texts along.
    const { messages: pagesFr } = await import('../locales/fr/messages.po');
    await activateLanguage('fr');
    expect(i18n.locale).toBe('fr');
    expect(i18n.messages[pageId as string]).toEqual(pagesFr[pageId as string]);
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('numbers in messages', () => {
  it("writes plural counts in the page's digits: Arabic-Indic in Arabic", async () => {
    const { messages: pagesEn } = await import('../locales/en/messages.po');
    // A child's age (components/child/child-age): "{years, plural, one {# year} other {# years}}".
    const id = Object.keys(pagesEn).find((key) =>
      JSON.stringify(pagesEn[key]).includes('"years","plural"'),
    );
    expect(id).toBeTruthy();
    await activateLanguage('ar');
    await withPageCatalog(Promise.resolve(null));
    expect(i18n._(id as string, { years: 5 })).toContain('٥');
    expect(i18n._(id as string, { years: 5 })).not.toMatch(/[0-9]/);
    await activateLanguage('sv');
    expect(i18n._(id as string, { years: 5 })).toContain('5');
  });
});
