import type { User } from 'firebase/auth';
import { loadFirebase } from '../../../lib/firebase-loader';
import { useAuthStore } from '../../../stores/auth-store';

/** A password account counts as signed in only once its address is verified (DESIGN.md). */
export function isUsable(user: User) {
  return user.emailVerified || user.providerData.some((p) => p.providerId !== 'password');
}

/**
 * Mirrors Firebase's auth state (including token refreshes and the admin claim) into the store.
 * Auth loads after the first paint (lib/firebase-loader.ts): until it answers, the store says
 * "unknown" and guarded pages wait. Returns the unsubscribe for the effect's clean-up.
 */
export function watchAuth(): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  void Promise.all([import('firebase/auth'), loadFirebase()]).then(
    ([{ onIdTokenChanged }, { auth }]) => {
      if (!stopped) unsubscribe = onIdTokenChanged(auth, onUser);
    },
  );
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

async function onUser(user: User | null) {
  const store = useAuthStore.getState();
  if (!user || !isUsable(user)) {
    store.setSignedOut();
    return;
  }
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
