import type { SavedProduct } from './product.types';

/**
 * The device's and the account's saved products together: every item of either (merging never
 * loses one), each once, with the earlier savedAt when both have it, newest saved first.
 */
export function mergeSavedProducts(
  device: readonly SavedProduct[],
  account: readonly SavedProduct[],
): SavedProduct[] {
  const byId = new Map<string, SavedProduct>();
  for (const item of [...account, ...device]) {
    const known = byId.get(item.id);
    if (!known || item.savedAt < known.savedAt) byId.set(item.id, item);
  }
  return newestSavedFirst([...byId.values()]);
}

export function newestSavedFirst(items: SavedProduct[]): SavedProduct[] {
  return items.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
}

/** This device's changes to the account's list that the server has not confirmed yet. */
export type UnconfirmedChanges = {
  saved: ReadonlySet<string>;
  removed: ReadonlySet<string>;
};

/**
 * The list to show while the account's copy leads: the account's items, with this device's
 * unconfirmed changes on top. A removal stays removed and a save stays saved until the server
 * has it, so a snapshot taken in between never brings an item back or drops a new one.
 */
export function withUnconfirmedChanges(
  account: readonly SavedProduct[],
  device: readonly SavedProduct[],
  changes: UnconfirmedChanges,
): SavedProduct[] {
  const kept = account.filter((item) => !changes.removed.has(item.id));
  const known = new Set(kept.map((item) => item.id));
  const added = device.filter((item) => changes.saved.has(item.id) && !known.has(item.id));
  return newestSavedFirst([...kept, ...added]);
}
