import { marketCodes, type RegionCode } from '../markets/markets';

/** A product's kinds and bounds, as lists and filters show them; the schema is validation/product.schema.ts. */

/** Where a product is offered: everywhere ('global') or one market. */
export const productCountries = ['global', ...marketCodes] as const satisfies readonly RegionCode[];

export const productCategories = ['clothes', 'shoes', 'accessories'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productGenderTypes = ['male', 'female', 'unisex'] as const;
export type ProductGenderType = (typeof productGenderTypes)[number];

/**
 * The bounds the rules hold saved products to (firestore.rules, savedProducts): a product outside
 * them could not be saved by any parent.
 */
export const productSizeMaxLength = 20;
export const productUrlMaxLength = 2000;
