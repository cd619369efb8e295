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
