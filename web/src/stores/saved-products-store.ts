import { create } from 'zustand';
import type { Product, SavedProduct } from '@sprout/core';

/** localStorage key of the spec: saved products live on the device (and sync when signed in). */
export const savedProductsKey = 'savedProducts';

function isSavedProduct(value: unknown): value is SavedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.savedAt === 'string' &&
    typeof item.priceEur === 'number'
  );
}

function readSaved(): SavedProduct[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedProductsKey) ?? '[]');
    // A damaged or foreign entry is skipped rather than losing the whole list.
    return Array.isArray(parsed) ? parsed.filter(isSavedProduct) : [];
  } catch {
    return [];
  }
}

function write(items: SavedProduct[]) {
  try {
    localStorage.setItem(savedProductsKey, JSON.stringify(items));
  } catch {
    // Storage full or unavailable: the list still holds for this visit.
  }
}

type SavedProductsStore = {
  items: SavedProduct[];
  isSaved: (id: string) => boolean;
  save: (product: Product) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Replaces the list (after merging with the account's copy). */
  replace: (items: SavedProduct[]) => void;
};

export const useSavedProductsStore = create<SavedProductsStore>((set, get) => ({
  items: readSaved(),
  isSaved: (id) => get().items.some((item) => item.id === id),
  save: (product) => {
    if (get().isSaved(product.id)) return;
    const items = [{ ...product, savedAt: new Date().toISOString() }, ...get().items];
    write(items);
    set({ items });
  },
  remove: (id) => {
    const items = get().items.filter((item) => item.id !== id);
    write(items);
    set({ items });
  },
  clear: () => {
    write([]);
    set({ items: [] });
  },
  replace: (items) => {
    write(items);
    set({ items });
  },
}));
