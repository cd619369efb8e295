import {
  isMarketCode,
  isRouteLanguage,
  languages,
  type MarketCode,
  type RouteLanguage,
} from '@sprout/core';

/** localStorage key of the spec: JSON with the language and its market code. */
const storageKey = 'preferred-locale';
/**
 * The spec's second key, the language selection alone (the route language, e.g. `en-US`): what
 * the app falls back on when the JSON above is missing or unreadable.
 */
const selectionKey = 'translations';

export function readPreferredLanguage(): RouteLanguage | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { language?: unknown };
    if (typeof parsed.language === 'string' && isRouteLanguage(parsed.language)) {
      return parsed.language;
    }
  } catch {
    // An unreadable JSON: the selection key below may still say it.
  }
  try {
    const selected = localStorage.getItem(selectionKey);
    return selected && isRouteLanguage(selected) ? selected : undefined;
  } catch {
    return undefined;
  }
}

/** The market chosen in the language menu, when it matches the language (SG and GB share 'en'). */
export function readPreferredMarket(language: RouteLanguage): MarketCode {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as {
      language?: unknown;
      code?: unknown;
    };
    if (parsed.language === language && isMarketCode(parsed.code)) return parsed.code;
  } catch {
    // fall through to the language's own market
  }
  return languages[language].market;
}

export function storePreferredLanguage(language: RouteLanguage, market?: MarketCode) {
  try {
    const code =
      market ?? (readPreferredLanguage() === language ? readPreferredMarket(language) : undefined);
    localStorage.setItem(
      storageKey,
      JSON.stringify({ language, code: code ?? languages[language].market }),
    );
    localStorage.setItem(selectionKey, language);
  } catch {
    // Private mode or full storage: the URL still carries the language.
  }
}
