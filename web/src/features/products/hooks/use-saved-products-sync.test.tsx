import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { SavedProduct } from '@sprout/core';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { useSavedProductsSync } from './use-saved-products-sync';

const api = vi.hoisted(() => ({
  listener: null as ((items: SavedProduct[]) => void) | null,
  saveRemote: vi.fn(() => Promise.resolve()),
  removeRemote: vi.fn(() => Promise.resolve()),
}));
vi.mock('../api/saved-products', () => ({
  watchSavedProducts: (_uid: string, onData: (items: SavedProduct[]) => void) => {
    api.listener = onData;
    return () => {
      api.listener = null;
    };
  },
  saveRemote: api.saveRemote,
  removeRemote: api.removeRemote,
}));

const item = (id: string, savedAt: string): SavedProduct => ({
  id,
  savedAt,
  title: `Item ${id}`,
  country: 'global',
  seasons: ['winter'],
  category: 'clothes',
  subcategory: '',
  item: '',
  genderType: 'unisex',
  minSize: '92',
  maxSize: '104',
  usMinSize: null,
  usMaxSize: null,
  imageUrl: '/catalog/placeholder.svg',
  affiliateUrl: 'https://shop.example/p',
  priceEur: 10,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

afterEach(() => {
  useSavedProductsStore.getState().replace([]);
  vi.clearAllMocks();
});

describe('useSavedProductsSync', () => {
  it('merges device and account on sign-in, writes changes through, and empties the device on sign-out', () => {
    useSavedProductsStore.getState().replace([item('device', '2026-11-02T00:00:00Z')]);
    const { rerender } = renderHook(({ uid }) => useSavedProductsSync(uid), {
      initialProps: { uid: 'u1' as string | null },
    });

    // First snapshot: both lists, and the device-only item goes up to the account.
    act(() => api.listener?.([item('account', '2026-11-01T00:00:00Z')]));
    expect(useSavedProductsStore.getState().items.map((p) => p.id)).toEqual(['device', 'account']);
    expect(api.saveRemote).toHaveBeenCalledWith('u1', [expect.objectContaining({ id: 'device' })]);

    // A removal on this device is written to the account.
    act(() => useSavedProductsStore.getState().remove('account'));
    expect(api.removeRemote).toHaveBeenCalledWith('u1', ['account']);

    // Later snapshots are the account's list as it is.
    act(() => api.listener?.([item('device', '2026-11-02T00:00:00Z')]));
    expect(useSavedProductsStore.getState().items.map((p) => p.id)).toEqual(['device']);

    // Sign-out: the device keeps nothing, and the account is not touched.
    api.removeRemote.mockClear();
    rerender({ uid: null });
    expect(useSavedProductsStore.getState().items).toEqual([]);
    expect(api.removeRemote).not.toHaveBeenCalled();
  });
});
