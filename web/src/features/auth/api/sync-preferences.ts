import { paths } from '@sprout/core';
import { loadFirestore } from '../../../lib/firestore';
import { usePreferencesStore } from '../../../stores/preferences-store';

/** The profile's unit system follows the user to every device they sign in on. */
export async function syncPreferences(uid: string) {
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
