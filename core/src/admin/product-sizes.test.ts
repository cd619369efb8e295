import { describe, expect, it } from 'vitest';
import {
  euSizeFromUs,
  euSizeInTable,
  euSizesOf,
  usSizeFromEu,
  usSizeInTable,
  usSizesOrdered,
} from './product-sizes';
import { productItems, productSubcategories, productTaxonomy } from './product-taxonomy';

describe('EU <-> US size derivation', () => {
  it('derives shoe sizes through the shoe table, both ways', () => {
    expect(usSizeFromEu('shoes', '24')).toBe('7.5C');
    expect(usSizeFromEu('shoes', '33')).toBe('1.5Y');
    expect(euSizeFromUs('shoes', '7.5C')).toBe('24');
    expect(euSizeFromUs('shoes', '7.5c')).toBe('24');
  });

  it('derives clothing (and accessory) sizes through the clothing table', () => {
    expect(usSizeFromEu('clothes', '92')).toBe('2T');
    expect(usSizeFromEu('accessories', '110')).toBe('5');
    expect(euSizeFromUs('clothes', '2T')).toBe('92');
    // NB is both 50 and 56: the smallest EU size.
    expect(euSizeFromUs('clothes', 'NB')).toBe('50');
  });

  it('passes an unknown value through unchanged', () => {
    expect(usSizeFromEu('shoes', '60')).toBe('60');
    expect(usSizeFromEu('clothes', '93')).toBe('93');
    expect(usSizeFromEu('clothes', '170')).toBe(''); // on the table, without a US size
    expect(usSizeFromEu('clothes', 'XS')).toBe('XS');
    expect(euSizeFromUs('shoes', '99Z')).toBe('99Z');
    expect(usSizeFromEu('shoes', '')).toBe('');
    expect(euSizeFromUs('shoes', '')).toBe('');
  });
});

describe('usSizesOrdered', () => {
  it('orders known labels by the table, across scales', () => {
    expect(usSizesOrdered('shoes', '12C', '2.5Y')).toBe(true);
    expect(usSizesOrdered('shoes', '2.5Y', '12C')).toBe(false);
    expect(usSizesOrdered('clothes', '3M', '2T')).toBe(true);
    expect(usSizesOrdered('clothes', '18M', '5')).toBe(true);
    expect(usSizesOrdered('clothes', '6', '4T')).toBe(false);
  });

  it('compares other values numerically and lets empty or non-numbers pass', () => {
    expect(usSizesOrdered('shoes', '10', '10.5')).toBe(true);
    expect(usSizesOrdered('shoes', '10.5', '10')).toBe(false);
    expect(usSizesOrdered('shoes', '', '3')).toBe(true);
    expect(usSizesOrdered('shoes', null, '3')).toBe(true);
    expect(usSizesOrdered('clothes', 'S', 'XS')).toBe(true);
  });
});

describe('productTaxonomy', () => {
  it('holds the spec categories, subcategories and item types', () => {
    expect(productTaxonomy.map((entry) => entry.category)).toEqual([
      'clothes',
      'shoes',
      'accessories',
    ]);
    expect(productSubcategories('clothes').map((sub) => sub.name)).toEqual([
      'Base Layers',
      'Mid Layers',
      'Outerwear',
      'Bottoms',
      'Dresswear',
      'Sleepwear',
      'Accessories',
    ]);
    expect(productSubcategories('shoes')).toHaveLength(5);
    expect(productSubcategories('accessories').map((sub) => sub.name)).toEqual(['Bundles & Sets']);
    expect(productItems('clothes', 'Outerwear')).toContain('Winter jackets');
    expect(productItems('shoes', 'Sandals')).toEqual(['Sandals']);
    expect(productItems('nothing', 'x')).toEqual([]);
  });

  it('offers item types in every category, each name once', () => {
    for (const entry of productTaxonomy) {
      for (const sub of entry.subcategories) expect(sub.items.length).toBeGreaterThan(0);
    }
    const items = productTaxonomy.flatMap((entry) =>
      entry.subcategories.flatMap((sub) => sub.items.map((item) => `${entry.category}/${item}`)),
    );
    expect(new Set(items).size).toBe(items.length);
    // The spec's seven clothing item types are all there.
    const clothing = productSubcategories('clothes').flatMap((sub) => sub.items);
    for (const item of ['T-shirts', 'Hoodies', 'Winter jackets', 'Jeans', 'Dresses', 'Pajamas']) {
      expect(clothing).toContain(item);
    }
    expect(clothing).toContain('Hats & Beanies');
  });
});

describe('size tables for products', () => {
  it('know EU sizes by category', () => {
    expect(euSizeInTable('clothes', '92')).toBe(true);
    expect(euSizeInTable('accessories', '50')).toBe(true);
    expect(euSizeInTable('clothes', '93')).toBe(false);
    expect(euSizeInTable('shoes', '16')).toBe(true);
    expect(euSizeInTable('shoes', '49')).toBe(true);
    expect(euSizeInTable('shoes', '92')).toBe(false);
    expect(euSizeInTable('shoes', '30.5')).toBe(false);
    expect(euSizeInTable('shoes', '')).toBe(false);
    expect(euSizesOf('clothes')).toHaveLength(22);
  });

  it("know US sizes by category, in the table's spelling", () => {
    expect(usSizeInTable('clothes', '2t')).toBe('2T');
    expect(usSizeInTable('shoes', ' 7.5c ')).toBe('7.5C');
    expect(usSizeInTable('shoes', '2T')).toBeNull();
    expect(usSizeInTable('clothes', '')).toBeNull();
  });
});
