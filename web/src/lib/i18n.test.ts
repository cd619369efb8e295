import { describe, expect, it } from 'vitest';
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
