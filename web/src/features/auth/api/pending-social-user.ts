import type { RouteLanguage } from '@sprout/core';

// What a sign-in in progress keeps in the browser's storage, apart from Firebase: the guard of
// every signed-in page reads it, so it must not pull in Auth (issue 18).

/** The spec's "pending social user": a Google account that has not accepted the terms yet. */
export const pendingKey = 'pendingSocialUser';
/** Set by the sign-up page: the terms were accepted there, in this language, before Google. */
const signUpKey = 'socialSignUp';

export type PendingSocialUser = { uid: string; email: string; name: string };

export function readPendingSocialUser(): PendingSocialUser | null {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(pendingKey) ?? 'null',
    ) as PendingSocialUser | null;
    return parsed && typeof parsed.uid === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPending() {
  localStorage.removeItem(pendingKey);
  sessionStorage.removeItem(signUpKey);
}

export function rememberSocialSignUp(language: RouteLanguage) {
  sessionStorage.setItem(signUpKey, JSON.stringify({ language, at: new Date().toISOString() }));
}

export function readSocialSignUp(): { language: RouteLanguage; at: string } | null {
  try {
    return JSON.parse(sessionStorage.getItem(signUpKey) ?? 'null') as {
      language: RouteLanguage;
      at: string;
    } | null;
  } catch {
    return null;
  }
}

/** A share link opened while signed out leads back to that share once signed in (spec). */
export function takePendingShareToken(): string | null {
  const token = localStorage.getItem('pendingShareToken');
  if (token) localStorage.removeItem('pendingShareToken');
  return token;
}
