import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { useAuthStore } from '../../../stores/auth-store';

/** A password account counts as signed in only once its address is verified (DESIGN.md). */
export function isUsable(user: User) {
  return user.emailVerified || user.providerData.some((p) => p.providerId !== 'password');
}

/** Mirrors Firebase's auth state (including token refreshes and the admin claim) into the store. */
export function watchAuth() {
  return onIdTokenChanged(auth, async (user) => {
    const store = useAuthStore.getState();
    if (!user || !isUsable(user)) {
      store.setSignedOut();
      return;
    }
    const token = await user.getIdTokenResult();
    store.setSignedIn(
      { uid: user.uid, email: user.email ?? '', name: user.displayName ?? user.email ?? '' },
      token.claims.admin === true,
    );
  });
}
