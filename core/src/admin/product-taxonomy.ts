import type { ProductCategory } from '../products/product-fields';

/**
 * The admin catalogue's taxonomy (spec section 3): each category's subcategories and their item
 * types, the spec's and the ones the catalogue sells (the seed holds no other combination). Names
 * are stored as written here (the title is saved as 'item - title'), so they are data, not
 * interface text; the web translates them for display.
 */
export type ProductSubcategory = { name: string; items: readonly string[] };
export type ProductTaxonomyEntry = {
  category: ProductCategory;
  subcategories: readonly ProductSubcategory[];
};

export const productTaxonomy: readonly ProductTaxonomyEntry[] = [
  {
    // Clothing: the spec's item types (T-shirts, Hoodies, Winter jackets, Jeans, Dresses,
    // Pajamas, Hats & Beanies) and those the catalogue sells, each under its subcategory.
    category: 'clothes',
    subcategories: [
      {
        name: 'Base Layers',
        items: ['Bodysuits', 'T-shirts', 'Long-sleeve tops', 'Thermal underwear', 'Swimwear'],
      },
      {
        name: 'Mid Layers',
        items: ['Hoodies', 'Sweatshirts', 'Fleece jackets', 'Cardigans', 'Knitwear'],
      },
      {
        name: 'Outerwear',
        items: [
          'Winter jackets',
          'Snowsuits',
          'Snow pants',
          'Rain jackets',
          'Softshell jackets',
          'Light jackets',
        ],
      },
      {
        name: 'Bottoms',
        items: ['Jeans', 'Leggings', 'Shorts', 'Sweatpants', 'Skirts', 'Chinos'],
      },
      { name: 'Dresswear', items: ['Dresses', 'Shirts'] },
      { name: 'Sleepwear', items: ['Pajamas', 'Sleeping bags'] },
      { name: 'Accessories', items: ['Hats & Beanies', 'Mittens'] },
    ],
  },
  {
    // Footwear: the spec's subcategories, with the kinds of shoe the catalogue sells.
    category: 'shoes',
    subcategories: [
      { name: 'Everyday Shoes', items: ['First shoes', 'Sneakers'] },
      { name: 'Outdoor Shoes', items: ['Rubber boots', 'Winter boots', 'Hiking shoes'] },
      { name: 'Indoor Shoes & Slippers', items: ['Slippers'] },
      { name: 'Sandals', items: ['Sandals'] },
      {
        name: 'Sports Shoes',
        items: ['Indoor sports shoes', 'Football boots', 'Running shoes'],
      },
    ],
  },
  {
    category: 'accessories',
    subcategories: [
      {
        name: 'Bundles & Sets',
        items: ['Rain set', 'Winter set', 'Sun set', 'Newborn set', 'Outfit set'],
      },
    ],
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
