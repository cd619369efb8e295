import type { ProductCategory } from '../validation/product.schema';

/**
 * The admin catalogue's taxonomy (spec section 3): each category's subcategories and, where the
 * spec names them, item types. Names are stored as written here (the title is saved as
 * 'item - title'), so they are data, not interface text; the web translates them for display.
 */
export type ProductSubcategory = { name: string; items: readonly string[] };
export type ProductTaxonomyEntry = {
  category: ProductCategory;
  subcategories: readonly ProductSubcategory[];
};

export const productTaxonomy: readonly ProductTaxonomyEntry[] = [
  {
    // Clothing: the spec's item types, each under the subcategory it belongs to.
    category: 'clothes',
    subcategories: [
      { name: 'Base Layers', items: ['T-shirts'] },
      { name: 'Mid Layers', items: ['Hoodies'] },
      { name: 'Outerwear', items: ['Winter jackets'] },
      { name: 'Bottoms', items: ['Jeans'] },
      { name: 'Dresswear', items: ['Dresses'] },
      { name: 'Sleepwear', items: ['Pajamas'] },
      { name: 'Accessories', items: ['Hats & Beanies'] },
    ],
  },
  {
    // Footwear: the spec names subcategories only.
    category: 'shoes',
    subcategories: [
      { name: 'Everyday Shoes', items: [] },
      { name: 'Outdoor Shoes', items: [] },
      { name: 'Indoor Shoes & Slippers', items: [] },
      { name: 'Sandals', items: [] },
      { name: 'Sports Shoes', items: [] },
    ],
  },
  {
    category: 'accessories',
    subcategories: [{ name: 'Bundles & Sets', items: [] }],
  },
];

/** The subcategories of a category (none for an unknown one). */
export function productSubcategories(category: string): readonly ProductSubcategory[] {
  return productTaxonomy.find((entry) => entry.category === category)?.subcategories ?? [];
}

/** The item types of a subcategory of a category (none when unknown). */
export function productItems(category: string, subcategory: string): readonly string[] {
  return productSubcategories(category).find((sub) => sub.name === subcategory)?.items ?? [];
}
