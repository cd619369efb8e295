import { useEffect } from 'react';
import { syncPreferences } from '../features/auth/api/sync-preferences';
import { useSavedProductsSync } from '../features/products/hooks/use-saved-products-sync';
import { useOutboxCheck } from '../lib/outbox';
import { checkConnectionAtStart, reachabilityProbeUrl } from '../lib/connectivity';
import { usePreferencesStore } from '../stores/preferences-store';

/**
 * What runs only while someone is signed in: the start-up connection check, the profile's unit
 * system and country brought to this device,
 * the saved products kept in step with the account, and the outbox of writes queued in an
 * earlier session (arrived, or refused and reported). Its
 * own chunk (with Firestore's wrapper), so visitors who are not signed in never download it.
 * Signing out unmounts it, which ends both (their effects' clean-up).
 */
export default function SignedInSync({ uid }: { uid: string }) {
  useEffect(() => {
    void syncPreferences(uid);
    // Signed out (or another account): the next person's country is not this one's.
    return () => usePreferencesStore.getState().setProfileCountry(undefined);
  }, [uid]);
  // The spec's start-up connection check: offline is shown before any read waits out its timeout.
  useEffect(() => void checkConnectionAtStart(reachabilityProbeUrl()), []);
  useSavedProductsSync(uid);
  useOutboxCheck(uid);
  return null;
}
