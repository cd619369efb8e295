import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { paths } from '@sprout/core';
import { useAuthStore } from '../../../stores/auth-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { loadFirestore } from '../../../lib/firestore';

/** The profile's unit system follows the user to every device they sign in on. */
async function syncPreferences(uid: string) {
  try {
    const { sdk, docRef } = await loadFirestore();
    const profile = (await sdk.getDoc(docRef(paths.user(uid)))).data();
    if (profile?.measurementSystem) {
      usePreferencesStore.getState().setMeasurementSystem(profile.measurementSystem);
    }
  } catch {
    // Offline or no profile yet: the device's copy or the market default stays.
  }
}

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
    void syncPreferences(user.uid);
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
  });
}
