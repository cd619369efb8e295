/**
 * Where a verification e-mail returns to (spec 2 and 7: sign-up redirects to /auth/callback).
 * The marker tells the callback that Firebase's own action page has already applied the code.
 */
export const verifiedReturnParam = 'from';
export const verifiedReturnValue = 'verify-email';

export function verificationContinueUrl(): string {
  return `${window.location.origin}/auth/callback?${verifiedReturnParam}=${verifiedReturnValue}`;
}
