import type { User } from 'firebase/auth';
import { firebaseRequested, loadFirebase } from '../../../lib/firebase-loader';
import { whenSettled } from '../../../lib/when-settled';
import { useAuthStore } from '../../../stores/auth-store';

/** A password account counts as signed in only once its address is verified (DESIGN.md). */
export function isUsable(user: User) {
  return user.emailVerified || user.providerData.some((p) => p.providerId !== 'password');
}

/** Set while someone is signed in on this device: the next visit then needs Auth at once. */
const sessionHintKey = 'sprout.signedIn';

export function hadSession(): boolean {
  try {
    return localStorage.getItem(sessionHintKey) === '1';
  } catch {
    return false;
  }
}

function rememberSession(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(sessionHintKey, '1');
    else localStorage.removeItem(sessionHintKey);
  } catch {
    // Storage refused (a private window): the hint only decides how early Auth loads.
  }
}

/**
 * Mirrors Firebase's auth state (including token refreshes and the admin claim) into the store.
 * Auth never delays a first paint (lib/firebase-loader.ts): with `eager` (a signed-in page, or a
 * session on this device) it loads right away; otherwise once the page has settled, or as soon as
 * anything asks for Firebase (a form's submit). Until it answers, the store says "loading" and
 * guarded pages wait. Returns the unsubscribe for the effect's clean-up.
 */
export function watchAuth({ eager }: { eager: boolean }): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  void (eager ? Promise.resolve() : Promise.race([whenSettled(), firebaseRequested()]))
    .then(() => Promise.all([import('firebase/auth'), loadFirebase()]))
    .then(([{ onIdTokenChanged }, { auth }]) => {
      if (!stopped) unsubscribe = onIdTokenChanged(auth, onUser);
    });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

async function onUser(user: User | null) {
  const store = useAuthStore.getState();
  if (!user || !isUsable(user)) {
    rememberSession(false);
    store.setSignedOut();
    return;
  }
  rememberSession(true);
  // Offline with an expired token the refresh fails: the parent is still signed in on this
  // device (the installed app opens with its cached data); admin rights wait for a fresh token.
  const isAdmin = await user.getIdTokenResult().then(
    (token) => token.claims.admin === true,
    () => false,
  );
  store.setSignedIn(
    { uid: user.uid, email: user.email ?? '', name: user.displayName ?? user.email ?? '' },
    isAdmin,
  );
}
