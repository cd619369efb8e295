import { create } from 'zustand';
import type { Product, SavedProduct } from '@sprout/core';

/** localStorage key of the spec: saved products live on the device (and sync when signed in). */
export const savedProductsKey = 'savedProducts';
/** Whose account the device's list is a copy of (none: saved while signed out). */
const accountKey = 'savedProductsAccount';

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

function readAccount(): string | null {
  try {
    return localStorage.getItem(accountKey);
  } catch {
    return null;
  }
}

function write(items: SavedProduct[], account: string | null) {
  try {
    localStorage.setItem(savedProductsKey, JSON.stringify(items));
    if (account) localStorage.setItem(accountKey, account);
    else localStorage.removeItem(accountKey);
  } catch {
    // Storage full or unavailable: the list still holds for this visit.
  }
}

type SavedProductsStore = {
  items: SavedProduct[];
  /**
   * The account this list follows (set once it has been merged with the account's copy): on the
   * next start the account's copy leads, so an item removed on another device meanwhile is not
   * brought back. Null for a list saved while signed out, which joins the account at sign-in.
   */
  account: string | null;
  isSaved: (id: string) => boolean;
  save: (product: Product) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Replaces the list with the account's copy (merged with the device's, or as it now is). */
  replace: (items: SavedProduct[], account?: string | null) => void;
};

export const useSavedProductsStore = create<SavedProductsStore>((set, get) => ({
  items: readSaved(),
  account: readAccount(),
  isSaved: (id) => get().items.some((item) => item.id === id),
  save: (product) => {
    if (get().isSaved(product.id)) return;
    const items = [{ ...product, savedAt: new Date().toISOString() }, ...get().items];
    write(items, get().account);
    set({ items });
  },
  remove: (id) => {
    const items = get().items.filter((item) => item.id !== id);
    write(items, get().account);
    set({ items });
  },
  clear: () => {
    write([], get().account);
    set({ items: [] });
  },
  replace: (items, account = get().account) => {
    write(items, account);
    set({ items, account });
  },
}));
