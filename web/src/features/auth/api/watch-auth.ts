import type { User } from 'firebase/auth';
import { firebaseRequested, loadFirebase } from '../../../lib/firebase-loader';
import { whenSettled } from '../../../lib/when-settled';
import { afterFramePainted } from '../../../lib/after-frame-paint';
import { useAuthStore } from '../../../stores/auth-store';
import { hadSession, rememberSession } from '../../../lib/session-hint';

/** A password account counts as signed in only once its address is verified (DESIGN.md). */
export function isUsable(user: User) {
  return user.emailVerified || user.providerData.some((p) => p.providerId !== 'password');
}

/**
 * When Auth starts loading: `now` (a signed-in page, or a session on this device); `after-paint`
 * (a page that draws its frame without Auth, from what this device remembers); `when-settled` (a
 * public page: once it has loaded and the browser is idle). Anything asking for Firebase first
 * (a form's submit, Firestore) starts it at once in the last two cases.
 */
export type AuthStart = 'now' | 'after-paint' | 'when-settled';

/**
 * Mirrors Firebase's auth state (including token refreshes and the admin claim) into the store.
 * Auth never delays a first paint (lib/firebase-loader.ts). Until it answers, the store says
 * "loading" and guarded pages wait (or draw their frame). Returns the unsubscribe for the effect.
 */
export function watchAuth(start: AuthStart): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  const startWhen =
    start === 'now'
      ? Promise.resolve()
      : Promise.race([
          start === 'after-paint' ? afterFramePainted() : whenSettled(),
          firebaseRequested(),
        ]);
  void startWhen
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
    // Still remembered: nobody asked for this sign-out (lib/session-hint signOutRequested), so
    // the session was ended for them (revoked, expired, the account disabled).
    const expired = !user && hadSession();
    rememberSession(null);
    store.setSignedOut(expired);
    return;
  }
  const name = user.displayName ?? user.email ?? '';
  rememberSession({ name });
  // Offline with an expired token the refresh fails: the parent is still signed in on this
  // device (the installed app opens with its cached data); admin rights wait for a fresh token.
  const isAdmin = await user.getIdTokenResult().then(
    (token) => token.claims.admin === true,
    () => false,
  );
  store.setSignedIn({ uid: user.uid, email: user.email ?? '', name }, isAdmin);
}
