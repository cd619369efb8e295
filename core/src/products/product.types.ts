import type { RegionCode } from '../markets/markets';
import type { Season } from '../seasons/seasons';
import type { ProductCategory, ProductGenderType } from './product-fields';
import type { ProductTitles } from './product-titles';

/** `products/{id}`: one affiliate product. Sizes are EU labels (US labels beside them); price in EUR. */
export type ProductData = {
  country: RegionCode;
  seasons: Season[];
  category: ProductCategory;
  subcategory: string;
  item: string;
  genderType: ProductGenderType;
  minSize: string;
  maxSize: string;
  usMinSize: string | null;
  usMaxSize: string | null;
  /** Stored as 'item type - title' (spec). */
  title: string;
  /** The title in other languages (product-titles.ts); absent or empty: English everywhere. */
  titles?: ProductTitles;
  imageUrl: string;
  affiliateUrl: string;
  priceEur: number;
  active: boolean;
  createdAt: string;
  /** The last admin write (ISO time) and the admin's uid (issue 32); absent on seeded products. */
  updatedAt?: string;
  updatedBy?: string;
};

/**
 * `products/{id}` as stored: the product and its `matchKeys` (recommendations.ts), which every
 * writer sets with `productMatchKeys` and which never leave the server.
 */
export type ProductDocument = ProductData & { matchKeys: string[] };

export type Product = ProductData & { id: string };

/**
 * A saved product: the product as it was when saved, and when (ISO time). Also
 * `users/{uid}/savedProducts/{productId}`, whose documents keep the id as a field (rules).
 */
export type SavedProduct = Product & { savedAt: string };
