import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  paths,
  productMatchKeys,
  productSchema,
  type AdminProduct,
  type AdminProductInput,
  type ProductData,
  type ProductDocument,
} from '@sprout/core';
import { fail, parse } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';

export const productsCollection = () => collectionRef(paths.products);
export const productRef = (productId: string) => docRef(paths.product(productId));

/** A stored product as the admin sees it: with its id, without the server's matchKeys. */
export function productFrom(
  snap: DocumentSnapshot<ProductDocument, ProductDocument>,
): AdminProduct | undefined {
  const data = snap.data();
  if (!data) return undefined;
  const product: AdminProduct & { matchKeys?: string[] } = { ...data, id: snap.id };
  delete product.matchKeys;
  return product;
}

/**
 * What every admin write stores: the product and its matchKeys recomputed with core (DESIGN.md),
 * so getRecommendations finds an edited product at once.
 */
export function storedProduct(product: ProductData): ProductDocument {
  return { ...product, matchKeys: productMatchKeys(product) };
}

/** The form payload of a create, validated with core's productSchema (spec section 5). */
export async function parseProduct(data: unknown): Promise<AdminProductInput> {
  return parse(productSchema, data);
}

/** The `changes` object of an update or duplicate: absent is none, anything else must be an object. */
export function changesOf(data: unknown): Record<string, unknown> {
  const changes = (data as { changes?: unknown } | null)?.changes;
  if (changes === undefined || changes === null) return {};
  if (typeof changes !== 'object' || Array.isArray(changes)) {
    fail('validation/invalid-format', 'Invalid request', { errors: ['validation.invalidFormat'] });
  }
  return changes as Record<string, unknown>;
}

/** The fields of `next` that differ from `current` (an update writes only those). */
export function changedFields(current: ProductData, next: ProductData): Partial<ProductData> {
  return Object.fromEntries(
    (Object.keys(next) as (keyof ProductData)[])
      .filter((key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]))
      .map((key) => [key, next[key]]),
  ) as Partial<ProductData>;
}

/** Without the id: the product's stored fields. */
export function dataOf(product: AdminProduct): ProductData {
  const data: ProductData & { id?: string } = { ...product };
  delete data.id;
  return data;
}
