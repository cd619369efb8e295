import { i18n } from '@lingui/core';
import { languages, type RouteLanguage } from '@sprout/core';

// The admin catalogs, every one (English too) a lazy chunk of its own: the main bundle's English
// catalog does not carry the admin texts.
const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../locales/*/messages.po');

/**
 * Adds the admin texts of `lang`'s catalog to the loaded ones (Lingui merges catalogs of one
 * locale). Called once the app's own catalog for `lang` is active (WithResolvedLanguage).
 */
export async function loadAdminCatalog(lang: RouteLanguage): Promise<true> {
  const catalog = languages[lang].catalog;
  const load = catalogs[`../locales/${catalog}/messages.po`];
  if (!load) throw new Error(`No admin catalog for ${catalog}`);
  const { messages } = await load();
  // The app's catalog wins for texts both have: an untranslated admin copy (English) never
  // replaces the app's translation of 'Email' for the parents' pages of this visit.
  i18n.load(catalog, { ...messages, ...i18n.messages });
  // Re-activating makes Lingui tell its subscribers (I18nProvider) that the messages changed.
  i18n.activate(catalog, i18n.locales);
  return true;
}
