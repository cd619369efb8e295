import {
  isMarketCode,
  isRouteLanguage,
  languages,
  type MarketCode,
  type RouteLanguage,
} from '@sprout/core';

/** localStorage key of the spec: JSON with the language and its market code. */
const storageKey = 'preferred-locale';

export function readPreferredLanguage(): RouteLanguage | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { language?: unknown };
    return typeof parsed.language === 'string' && isRouteLanguage(parsed.language)
      ? parsed.language
      : undefined;
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
  } catch {
    // Private mode or full storage: the URL still carries the language.
  }
}
