import { isRouteLanguage, languages, type RouteLanguage } from '@sprout/core';

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

export function storePreferredLanguage(language: RouteLanguage) {
  try {
    localStorage.setItem(
      storageKey,
      JSON.stringify({ language, code: languages[language].market }),
    );
  } catch {
    // Private mode or full storage: the URL still carries the language.
  }
}
