import { languages, type RouteLanguage } from '@sprout/core';

/**
 * Where a verification e-mail returns to (spec 2 and 7: sign-up redirects to /auth/callback).
 * The marker tells the callback that Firebase's own action page has already applied the code.
 */
export const verifiedReturnParam = 'from';
export const verifiedReturnValue = 'verify-email';

/**
 * Makes Firebase write its e-mails (verification, password reset) and their links (`lang=`) in the
 * user's language rather than English (issue 30): the sign-up's language, else the page's.
 */
export function writeEmailsIn(auth: { languageCode: string | null }, language?: RouteLanguage) {
  auth.languageCode = language
    ? languages[language].catalog
    : document.documentElement.lang || null;
}

export function verificationContinueUrl(): string {
  return `${window.location.origin}/auth/callback?${verifiedReturnParam}=${verifiedReturnValue}`;
}
