import { useEffect } from 'react';
import { mergeSavedProducts, newestSavedFirst } from '@sprout/core';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { removeRemote, saveRemote, watchSavedProducts } from '../api/saved-products';

/**
 * While signed in, the device's saved products and the account's stay one list. The first
 * snapshot merges both (nothing is lost; device-only items are uploaded); afterwards the account
 * is the source and every save or removal on this device is written to it. Signing out empties
 * the device's list.
 */
export function useSavedProductsSync(uid: string | null) {
  useEffect(() => {
    if (!uid) return undefined;
    let merged = false;
    let applyingRemote = false;
    const store = useSavedProductsStore;

    const stopWatching = watchSavedProducts(
      uid,
      (remote) => {
        const local = store.getState().items;
        applyingRemote = true;
        if (!merged) {
          merged = true;
          const remoteIds = new Set(remote.map((item) => item.id));
          store.getState().replace(mergeSavedProducts(local, remote));
          void saveRemote(
            uid,
            local.filter((item) => !remoteIds.has(item.id)),
          ).catch(() => undefined);
        } else {
          store.getState().replace(newestSavedFirst([...remote]));
        }
        applyingRemote = false;
      },
      () => undefined, // Offline or refused: the device list still works on its own.
    );

    const stopPushing = store.subscribe((state, previous) => {
      if (applyingRemote || !merged) return;
      const before = new Set(previous.items.map((item) => item.id));
      const after = new Set(state.items.map((item) => item.id));
      const added = state.items.filter((item) => !before.has(item.id));
      const removed = [...before].filter((id) => !after.has(id));
      void saveRemote(uid, added).catch(() => undefined);
      void removeRemote(uid, removed).catch(() => undefined);
    });

    return () => {
      stopWatching();
      stopPushing();
      // Signed out: the list is safe in the account, and nothing of it stays on a shared device
      // (where the next account to sign in would otherwise merge it into theirs).
      if (merged) store.getState().clear();
    };
  }, [uid]);
}
