import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { SavedProduct } from '@sprout/core';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { useSavedProductsSync } from './use-saved-products-sync';

const api = vi.hoisted(() => ({
  listener: null as ((items: SavedProduct[]) => void) | null,
  fail: null as ((error: unknown) => void) | null,
  watches: 0,
  saveRemote: vi.fn(() => Promise.resolve()),
  removeRemote: vi.fn(() => Promise.resolve()),
}));
vi.mock('../api/saved-products', () => ({
  watchSavedProducts: (
    _uid: string,
    onData: (items: SavedProduct[]) => void,
    onError: (error: unknown) => void,
  ) => {
    api.listener = onData;
    api.fail = onError;
    api.watches += 1;
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
  useSavedProductsStore.getState().replace([], null);
  vi.clearAllMocks();
  vi.useRealTimers();
  api.watches = 0;
});

const ids = () => useSavedProductsStore.getState().items.map((p) => p.id);

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

  it('never brings back an item while its removal travels, nor drops one while its save does', async () => {
    renderHook(() => useSavedProductsSync('u1'));
    const [a, b, c] = [
      item('a', '2026-11-01T00:00:00Z'),
      item('b', '2026-11-02T00:00:00Z'),
      item('c', '2026-11-03T00:00:00Z'),
    ];
    act(() => api.listener?.([a, b]));
    let answer: () => void = () => undefined;
    const travelling = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.removeRemote.mockReturnValueOnce(travelling);
    api.saveRemote.mockReturnValueOnce(travelling);
    act(() => useSavedProductsStore.getState().remove('b'));
    act(() => useSavedProductsStore.getState().save(c));
    // The server's copy, taken before it had either change.
    act(() => api.listener?.([a, b]));
    expect(ids()).toEqual(['c', 'a']);
    // Answered: the account leads again.
    await act(async () => {
      answer();
      await travelling;
    });
    act(() => api.listener?.([a]));
    expect(ids()).toEqual(['a']);
  });

  it("follows the account's copy at the next start, and sends changes made before it answered", () => {
    const [kept, goneElsewhere, early] = [
      item('kept', '2026-11-01T00:00:00Z'),
      item('gone', '2026-11-02T00:00:00Z'),
      item('early', '2026-11-03T00:00:00Z'),
    ];
    // The list this device kept for u1 last time.
    useSavedProductsStore.getState().replace([kept, goneElsewhere], 'u1');
    renderHook(() => useSavedProductsSync('u1'));
    act(() => useSavedProductsStore.getState().save(early));
    expect(api.saveRemote).not.toHaveBeenCalled();
    // Another device removed 'gone' meanwhile: it is not uploaded again.
    act(() => api.listener?.([kept]));
    expect(ids()).toEqual(['early', 'kept']);
    expect(api.saveRemote).toHaveBeenCalledTimes(1);
    expect(api.saveRemote).toHaveBeenCalledWith('u1', [expect.objectContaining({ id: 'early' })]);
  });

  it("does not merge another account's list left on the device", () => {
    useSavedProductsStore.getState().replace([item('theirs', '2026-11-01T00:00:00Z')], 'u2');
    renderHook(() => useSavedProductsSync('u1'));
    act(() => api.listener?.([item('mine', '2026-11-02T00:00:00Z')]));
    expect(ids()).toEqual(['mine']);
    expect(api.saveRemote).not.toHaveBeenCalledWith('u1', [
      expect.objectContaining({ id: 'theirs' }),
    ]);
  });

  it('listens again after losing the server (1 s, then longer), never after a refusal', () => {
    vi.useFakeTimers();
    renderHook(() => useSavedProductsSync('u1'));
    expect(api.watches).toBe(1);
    act(() => api.fail?.(Object.assign(new Error('gone'), { code: 'unavailable' })));
    act(() => vi.advanceTimersByTime(999));
    expect(api.watches).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(api.watches).toBe(2);
    act(() => api.fail?.(new Error('no answer')));
    act(() => vi.advanceTimersByTime(2000));
    expect(api.watches).toBe(3);
    act(() => api.fail?.(Object.assign(new Error('no'), { code: 'permission-denied' })));
    act(() => vi.advanceTimersByTime(60_000));
    expect(api.watches).toBe(3);
  });
});
