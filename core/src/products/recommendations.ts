import { clothingEuSizes } from '../sizes/clothing-sizes';
import type { Season } from '../seasons/seasons';
import type { ChildGender } from '../children/child-fields';
import { productCategories, type ProductCategory } from './product-fields';
import type { RegionCode } from '../markets/markets';
import type { ProductData } from './product.types';

/**
 * Matching products to a child (the spec's get_products_by_season_array): the child's country or
 * 'global', the season, the child's gender or 'unisex', the category, and the child's EU size
 * within the product's min..max (compared as whole sizes: '92' and '92.5' are both 92). Clothes
 * and accessories go by the clothing size, shoes by the shoe size.
 *
 * Firestore cannot filter one document on several arrays and ranges at once, so every product
 * carries `matchKeys`: one string per (country, gender, category, season, size) it fits. A query
 * is then one `array-contains-any` over the child's few keys, sortable and pageable with cursors.
 */

export const productSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];

export const recommendationCategories = ['all', ...productCategories] as const;
export type RecommendationCategory = (typeof recommendationCategories)[number];

export const recommendationPageSize = { default: 12, max: 48 } as const;

export function matchKey(
  country: RegionCode,
  gender: ProductData['genderType'],
  category: ProductCategory,
  season: Season,
  size: number,
): string {
  return `${country}|${gender}|${category}|${season}|${size}`;
}

/** Whole EU sizes a product fits: clothing-chart sizes for clothes and accessories, every size for shoes. */
export function productSizes(
  product: Pick<ProductData, 'category' | 'minSize' | 'maxSize'>,
): number[] {
  const min = Number.parseInt(String(product.minSize), 10);
  const max = Number.parseInt(String(product.maxSize), 10);
  // A label that is no number ('XS') cannot be compared, so it matches no child's size.
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return [];
  if (product.category === 'shoes') {
    return Array.from({ length: Math.min(max - min + 1, 100) }, (_, i) => min + i);
  }
  return clothingEuSizes.filter((size) => size >= min && size <= max);
}

/** The keys a product is found by; stored on it as `matchKeys` whenever it is written. */
export function productMatchKeys(
  product: Pick<
    ProductData,
    'country' | 'genderType' | 'category' | 'seasons' | 'minSize' | 'maxSize'
  >,
): string[] {
  const sizes = productSizes(product);
  return [...new Set(product.seasons)].flatMap((season) =>
    sizes.map((size) =>
      matchKey(product.country, product.genderType, product.category, season, size),
    ),
  );
}

/** The keys that find products for a child: their country and global, their gender and unisex. */
export function recommendationKeys(request: {
  country: RegionCode;
  season: Season;
  gender: ChildGender;
  category: RecommendationCategory;
  clothingSize: number;
  /** null: the child does not walk yet, and no shoes are recommended. */
  shoeSize: number | null;
}): string[] {
  const countries: RegionCode[] =
    request.country === 'global' ? ['global'] : [request.country, 'global'];
  const genders = [request.gender, 'unisex'] as const;
  const { shoeSize } = request;
  const categories = (request.category === 'all' ? productCategories : [request.category]).filter(
    (category) => category !== 'shoes' || shoeSize !== null,
  );
  return countries.flatMap((country) =>
    genders.flatMap((gender) =>
      categories.map((category) =>
        matchKey(
          country,
          gender,
          category,
          request.season,
          Math.trunc(category === 'shoes' ? (shoeSize ?? 0) : request.clothingSize),
        ),
      ),
    ),
  );
}

/** A product as the recommendation call returns it (its match keys stay on the server). */
export type RecommendationsPage = {
  products: (ProductData & { id: string })[];
  nextCursor: string | null;
};
