import type * as FirebaseModule from './firebase';

/**
 * The Firebase app and Auth (lib/firebase.ts, about 33 KB gzip) as a lazy chunk: no page needs them
 * for its first paint (issue 18), so the shell asks for them right after it, and the header and
 * guarded pages learn the auth state a moment later. Modules that only run on pages with a form
 * (sign-in, settings) may import lib/firebase directly; anything in the shell goes through here.
 */
let loading: Promise<typeof FirebaseModule> | undefined;
let requested: () => void = () => undefined;
const firstRequest = new Promise<void>((resolve) => (requested = resolve));

export function loadFirebase() {
  requested();
  loading ??= import('./firebase');
  return loading;
}

/** Resolves when something first asks for Firebase (a form's submit, Firestore, a function). */
export function firebaseRequested(): Promise<void> {
  return firstRequest;
}

/** Auth and its SDK functions, for pages whose forms call them (sign-in, sign-up, settings). */
export async function loadAuth() {
  const [sdk, { auth }] = await Promise.all([import('firebase/auth'), loadFirebase()]);
  return { auth, sdk };
}
