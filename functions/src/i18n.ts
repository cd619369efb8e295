import { setupI18n, type I18n } from '@lingui/core';
import { catalogLanguages, languages, isRouteLanguage, type CatalogLanguage } from '@sprout/core';
import { messages as ar } from './locales/ar/messages';
import { messages as da } from './locales/da/messages';
import { messages as de } from './locales/de/messages';
import { messages as en } from './locales/en/messages';
import { messages as es } from './locales/es/messages';
import { messages as fi } from './locales/fi/messages';
import { messages as fr } from './locales/fr/messages';
import { messages as it } from './locales/it/messages';
import { messages as ja } from './locales/ja/messages';
import { messages as nl } from './locales/nl/messages';
import { messages as no } from './locales/no/messages';
import { messages as pl } from './locales/pl/messages';
import { messages as sv } from './locales/sv/messages';

const all = { ar, da, de, en, es, fi, fr, it, ja, nl, no, pl, sv } satisfies Record<
  CatalogLanguage,
  unknown
>;

/** An i18n instance for one e-mail, in the language of a route language code (e.g. `dk`, `en-US`). */
export function i18nFor(routeLanguage: string | undefined): { i18n: I18n; intl: string } {
  const info = isRouteLanguage(routeLanguage) ? languages[routeLanguage] : languages['en-US'];
  const catalog: CatalogLanguage = catalogLanguages.includes(info.catalog) ? info.catalog : 'en';
  // Plural counts (#) in the e-mail's Intl locale: the same digits as its other numbers.
  const i18n = setupI18n({ locale: catalog, locales: [info.intl], messages: all });
  return { i18n, intl: info.intl };
}
