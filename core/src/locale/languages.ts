/**
 * The languages Sprout speaks. A route language is the first URL segment
 * (`/sv/dashboard`); several route languages can share one translation
 * catalog (the English variants differ only in formatting and market).
 */

/** Translation catalogs, one per language (13). `da` is Danish: the URL code `dk` is a country code. */
export const catalogLanguages = [
  'en',
  'sv',
  'no',
  'da',
  'fi',
  'fr',
  'de',
  'es',
  'it',
  'nl',
  'pl',
  'ja',
  'ar',
] as const;
export type CatalogLanguage = (typeof catalogLanguages)[number];

export const sourceLanguage: CatalogLanguage = 'en';

export const routeLanguages = [
  'en',
  'sv',
  'no',
  'dk',
  'fi',
  'fr',
  'de',
  'es',
  'it',
  'nl',
  'pl',
  'ja',
  'ar',
  'en-US',
  'en-CA',
  'en-AU',
] as const;
export type RouteLanguage = (typeof routeLanguages)[number];

/** DESIGN.md: when nothing else resolves, Sprout speaks American English. */
export const defaultRouteLanguage: RouteLanguage = 'en-US';

export type MarketCode =
  | 'SE'
  | 'NO'
  | 'DK'
  | 'FI'
  | 'FR'
  | 'GB'
  | 'DE'
  | 'IT'
  | 'ES'
  | 'NL'
  | 'PL'
  | 'US'
  | 'CA'
  | 'JP'
  | 'AU'
  | 'SG'
  | 'SA';

export type LanguageInfo = {
  /** The URL segment. */
  route: RouteLanguage;
  /** Which translation catalog the interface uses. */
  catalog: CatalogLanguage;
  /** BCP 47 tag for dates, numbers and units. */
  intl: string;
  /** The market a user signing up in this language gets (DESIGN.md). */
  market: MarketCode;
  /** The language's own name, shown in language menus. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
};

export const languages: Record<RouteLanguage, LanguageInfo> = {
  en: {
    route: 'en',
    catalog: 'en',
    intl: 'en-GB',
    market: 'GB',
    nativeName: 'English (UK)',
    dir: 'ltr',
  },
  sv: {
    route: 'sv',
    catalog: 'sv',
    intl: 'sv-SE',
    market: 'SE',
    nativeName: 'Svenska',
    dir: 'ltr',
  },
  no: { route: 'no', catalog: 'no', intl: 'nb-NO', market: 'NO', nativeName: 'Norsk', dir: 'ltr' },
  dk: { route: 'dk', catalog: 'da', intl: 'da-DK', market: 'DK', nativeName: 'Dansk', dir: 'ltr' },
  fi: { route: 'fi', catalog: 'fi', intl: 'fi-FI', market: 'FI', nativeName: 'Suomi', dir: 'ltr' },
  fr: {
    route: 'fr',
    catalog: 'fr',
    intl: 'fr-FR',
    market: 'FR',
    nativeName: 'Français',
    dir: 'ltr',
  },
  de: {
    route: 'de',
    catalog: 'de',
    intl: 'de-DE',
    market: 'DE',
    nativeName: 'Deutsch',
    dir: 'ltr',
  },
  es: {
    route: 'es',
    catalog: 'es',
    intl: 'es-ES',
    market: 'ES',
    nativeName: 'Español',
    dir: 'ltr',
  },
  it: {
    route: 'it',
    catalog: 'it',
    intl: 'it-IT',
    market: 'IT',
    nativeName: 'Italiano',
    dir: 'ltr',
  },
  nl: {
    route: 'nl',
    catalog: 'nl',
    intl: 'nl-NL',
    market: 'NL',
    nativeName: 'Nederlands',
    dir: 'ltr',
  },
  pl: { route: 'pl', catalog: 'pl', intl: 'pl-PL', market: 'PL', nativeName: 'Polski', dir: 'ltr' },
  ja: { route: 'ja', catalog: 'ja', intl: 'ja-JP', market: 'JP', nativeName: '日本語', dir: 'ltr' },
  ar: {
    route: 'ar',
    catalog: 'ar',
    intl: 'ar-SA',
    market: 'SA',
    nativeName: 'العربية',
    dir: 'rtl',
  },
  'en-US': {
    route: 'en-US',
    catalog: 'en',
    intl: 'en-US',
    market: 'US',
    nativeName: 'English (US)',
    dir: 'ltr',
  },
  'en-CA': {
    route: 'en-CA',
    catalog: 'en',
    intl: 'en-CA',
    market: 'CA',
    nativeName: 'English (Canada)',
    dir: 'ltr',
  },
  'en-AU': {
    route: 'en-AU',
    catalog: 'en',
    intl: 'en-AU',
    market: 'AU',
    nativeName: 'English (Australia)',
    dir: 'ltr',
  },
};

export function isRouteLanguage(value: string | undefined | null): value is RouteLanguage {
  return value != null && (routeLanguages as readonly string[]).includes(value);
}

/**
 * Picks the route language for a browser language tag such as `sv-SE`, `nb`,
 * `da` or `en-AU`: an exact route match first, then the language alone.
 */
export function routeLanguageForTag(tag: string): RouteLanguage | undefined {
  const [base = '', region] = tag.split('-');
  const exact = region ? `${base.toLowerCase()}-${region.toUpperCase()}` : base.toLowerCase();
  if (isRouteLanguage(exact)) return exact;
  const lower = base.toLowerCase();
  if (lower === 'da') return 'dk';
  if (lower === 'nb' || lower === 'nn') return 'no';
  return isRouteLanguage(lower) ? lower : undefined;
}

/**
 * Resolution order of the spec: the URL language, the stored preferred
 * language, the browser languages, the default.
 */
export function resolveRouteLanguage(input: {
  url?: string | undefined;
  stored?: string | null | undefined;
  browser?: readonly string[];
}): RouteLanguage {
  if (isRouteLanguage(input.url)) return input.url;
  if (isRouteLanguage(input.stored)) return input.stored;
  for (const tag of input.browser ?? []) {
    const match = routeLanguageForTag(tag);
    if (match) return match;
  }
  return defaultRouteLanguage;
}
