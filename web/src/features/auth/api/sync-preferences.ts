import { isMarketCode, paths } from '@sprout/core';
import { loadFirestore } from '../../../lib/firestore';
import { usePreferencesStore } from '../../../stores/preferences-store';

/**
 * The profile's unit system follows the user to every device they sign in on, and its country
 * decides the products and prices they see (lib/use-shopping-market.ts).
 */
export async function syncPreferences(uid: string) {
  const preferences = usePreferencesStore.getState();
  try {
    const { sdk, docRef } = await loadFirestore();
    const profile = (await sdk.getDoc(docRef(paths.user(uid)))).data();
    if (profile?.measurementSystem) preferences.setMeasurementSystem(profile.measurementSystem);
    preferences.setProfileCountry(isMarketCode(profile?.locale) ? profile.locale : null);
  } catch {
    // Offline or no profile yet: the device's copy or the market default stays.
    preferences.setProfileCountry(null);
  }
}
