// The demo catalogue is one the admin area can run (issue 32): every seeded product passes the
// admin form's schema as it is stored (taxonomy, sizes of the category's table, picture, price),
// so an operator can edit or duplicate any of them, and the taxonomy offers every combination.
import { describe, expect, it } from 'vitest';
import { productInputFrom, productItems, productSchema } from '../../core/src/index';
import { products } from './catalog.mjs';

describe('the demo catalogue', () => {
  it.each(products.map((product) => [product.id, product]))(
    '%s passes the admin schema',
    (_, product) => {
      const stored = {
        ...product,
        minSize: String(product.minSize),
        maxSize: String(product.maxSize),
      };
      expect(() =>
        productSchema.validateSync(productInputFrom(stored), { abortEarly: false }),
      ).not.toThrow();
    },
  );

  it('uses only combinations the admin form offers', () => {
    const combinations = new Set(products.map((p) => `${p.category}|${p.subcategory}|${p.item}`));
    expect(combinations.size).toBe(43);
    for (const combination of combinations) {
      const [category, subcategory, item] = combination.split('|');
      expect(productItems(category, subcategory), combination).toContain(item);
    }
  });
});
