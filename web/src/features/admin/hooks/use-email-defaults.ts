import {
  adminDefaultCountry,
  languages,
  marketFor,
  type MarketCode,
  type RouteLanguage,
} from '@sprout/core';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * The language Email Settings previews and sends in until the admin picks another: the admin's
 * own (the route's) when it is one of the market's, else the market's language. Sprout's admins
 * work for the Swedish market (adminDefaultCountry): an admin browsing in English (US) sees the
 * e-mails Swedish parents get (Swedish, metric), one browsing in Swedish sees the same.
 */
export function defaultPreviewLanguage(
  lang: RouteLanguage,
  market: MarketCode = adminDefaultCountry,
): RouteLanguage {
  const { code, language } = marketFor(market);
  return languages[lang].market === code ? lang : language;
}

/**
 * What Email Settings' forms start with: the preview language (defaultPreviewLanguage) and, for
 * every Send Test, the signed-in admin's own address (Firebase Auth's, through the auth store;
 * the admin pages render only for a signed-in admin). Both stay editable.
 */
export function useEmailDefaults(lang: RouteLanguage) {
  const email = useAuthStore((s) => s.user?.email ?? '');
  return { language: defaultPreviewLanguage(lang), email };
}
