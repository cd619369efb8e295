import { useEffect } from 'react';
import { mergeSavedProducts, withUnconfirmedChanges, type SavedProduct } from '@sprout/core';
import { retryDelayMs } from '../../../lib/retry';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { removeRemote, saveRemote, watchSavedProducts } from '../api/saved-products';

/** The listener is not restarted after a refusal: asking again gets the same answer. */
function refused(error: unknown) {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * While signed in, the device's saved products and the account's stay one list. The first
 * snapshot joins a list saved while signed out to the account's (nothing is lost; its items are
 * uploaded); a list this device already kept for the account follows the account's copy. Then
 * every save or removal here is written to the account, and the account's snapshots lead, with
 * this device's unconfirmed changes on top (core withUnconfirmedChanges): no item comes back while
 * its removal travels. A listener that loses the server listens again. Signing out empties the
 * device's list.
 */
export function useSavedProductsSync(uid: string | null) {
  useEffect(() => {
    if (!uid) return undefined;
    let merged = false;
    let applyingRemote = false;
    let stopped = false;
    const store = useSavedProductsStore;
    const saved = new Set<string>();
    const removed = new Set<string>();

    const apply = (items: SavedProduct[]) => {
      applyingRemote = true;
      try {
        store.getState().replace(items, uid);
      } finally {
        applyingRemote = false;
      }
    };

    const push = (added: SavedProduct[], gone: string[]) => {
      for (const item of added) saved.add(item.id);
      for (const id of gone) removed.add(id);
      // Answered either way (a refusal is undone by Firestore, and its next snapshot shows it).
      void saveRemote(uid, added)
        .catch(() => undefined)
        .finally(() => added.forEach((item) => saved.delete(item.id)));
      void removeRemote(uid, gone)
        .catch(() => undefined)
        .finally(() => gone.forEach((id) => removed.delete(id)));
    };

    // Changes made before the account first answered: sent with the merge.
    const early = { added: new Map<string, SavedProduct>(), gone: new Set<string>() };

    const onAccount = (account: SavedProduct[]) => {
      const { items: device, account: owner } = store.getState();
      if (!merged) {
        merged = true;
        const known = new Set(account.map((item) => item.id));
        if (owner === null) {
          // Saved while signed out: the device's items join the account.
          push(
            device.filter((item) => !known.has(item.id)),
            [...early.gone],
          );
          apply(
            withUnconfirmedChanges(mergeSavedProducts(device, account), device, { saved, removed }),
          );
          return;
        }
        // This account's copy (or, if another account's was left behind, nothing of it joins).
        if (owner === uid) push([...early.added.values()], [...early.gone]);
      }
      apply(withUnconfirmedChanges(account, device, { saved, removed }));
    };

    let stopWatching: () => void = () => undefined;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      stopWatching = watchSavedProducts(
        uid,
        (account) => {
          failures = 0;
          onAccount(account);
        },
        (error) => {
          // Offline or no answer: the device list works on its own, and the account is asked again.
          if (stopped || refused(error)) return;
          failures += 1;
          retry = setTimeout(watch, retryDelayMs(failures));
        },
      );
    };
    watch();

    const stopPushing = store.subscribe((state, previous) => {
      if (applyingRemote) return;
      const before = new Set(previous.items.map((item) => item.id));
      const after = new Set(state.items.map((item) => item.id));
      const added = state.items.filter((item) => !before.has(item.id));
      const gone = [...before].filter((id) => !after.has(id));
      if (merged) {
        push(added, gone);
        return;
      }
      for (const item of added) {
        early.added.set(item.id, item);
        early.gone.delete(item.id);
      }
      for (const id of gone) {
        early.gone.add(id);
        early.added.delete(id);
      }
    });

    return () => {
      stopped = true;
      clearTimeout(retry);
      stopWatching();
      stopPushing();
      // Signed out: the list is safe in the account, and nothing of it stays on a shared device
      // (where the next account to sign in would otherwise merge it into theirs).
      if (merged) store.getState().replace([], null);
    };
  }, [uid]);
}
