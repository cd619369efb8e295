import { describe, expect, it } from 'vitest';
import type { SavedProduct } from './product.types';
import { mergeSavedProducts, withUnconfirmedChanges } from './saved-products';

const item = (id: string, savedAt: string, title = id): SavedProduct => ({
  id,
  savedAt,
  title,
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

describe('mergeSavedProducts', () => {
  it('keeps every item of both lists once, newest saved first', () => {
    const merged = mergeSavedProducts(
      [item('a', '2026-11-01T00:00:00Z'), item('b', '2026-11-03T00:00:00Z')],
      [item('b', '2026-11-02T00:00:00Z'), item('c', '2026-11-04T00:00:00Z')],
    );
    expect(merged.map((p) => p.id)).toEqual(['c', 'b', 'a']);
    // The earlier save of b wins.
    expect(merged.find((p) => p.id === 'b')?.savedAt).toBe('2026-11-02T00:00:00Z');
  });

  it('returns either list when the other is empty', () => {
    expect(mergeSavedProducts([], [item('x', '2026-01-01T00:00:00Z')])).toHaveLength(1);
    expect(mergeSavedProducts([item('y', '2026-01-01T00:00:00Z')], [])).toHaveLength(1);
  });
});

describe('withUnconfirmedChanges', () => {
  const a = item('a', '2026-11-01T00:00:00Z');
  const b = item('b', '2026-11-02T00:00:00Z');
  const c = item('c', '2026-11-03T00:00:00Z');

  it("keeps a removal removed and a save saved until the server's copy has them", () => {
    const shown = withUnconfirmedChanges([a, b], [a, c], {
      saved: new Set(['c']),
      removed: new Set(['b']),
    });
    expect(shown.map((p) => p.id)).toEqual(['c', 'a']);
  });

  it("is the account's list once nothing waits, whatever the device last showed", () => {
    const none = { saved: new Set<string>(), removed: new Set<string>() };
    expect(withUnconfirmedChanges([b], [a, b, c], none).map((p) => p.id)).toEqual(['b']);
  });

  it('lists an item saved here once when the account already has it', () => {
    const shown = withUnconfirmedChanges([a], [a], { saved: new Set(['a']), removed: new Set() });
    expect(shown).toEqual([a]);
  });
});
