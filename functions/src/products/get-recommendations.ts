import { FieldPath, type Query } from 'firebase-admin/firestore';
import {
  paths,
  recommendationKeys,
  recommendationRequestSchema,
  type Product,
  type ProductDocument,
  type ProductSort,
  type RecommendationsPage,
} from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse } from '../lib/callable';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { collectionRef } from '../lib/firestore';
import { enforceRateLimit } from '../lib/rate-limit';

const orderOf: Record<ProductSort, { field: 'createdAt' | 'priceEur'; direction: 'asc' | 'desc' }> =
  {
    newest: { field: 'createdAt', direction: 'desc' },
    price_asc: { field: 'priceEur', direction: 'asc' },
    price_desc: { field: 'priceEur', direction: 'desc' },
  };

/** The cursor's sort value and id, the value of the sort field's type. */
function cursorOf(cursor: string, field: 'createdAt' | 'priceEur'): [string | number, string] {
  const [value, id] = decodeCursor(cursor) ?? [];
  const ofField = field === 'priceEur' ? typeof value === 'number' : typeof value === 'string';
  if (id !== undefined && ofField) return [value as string | number, id];
  fail('validation/invalid-format', 'Invalid cursor');
}

/**
 * Active products that fit a child this season: the child's country or global, gender or unisex,
 * the category ('all': clothes and accessories by clothing size, shoes by shoe size), the size
 * within each product's min..max. One indexed query over the products' `matchKeys` (see
 * core/src/products/recommendations.ts), sorted, paged with cursors. Open to signed-out callers
 * too: the share page shows recommendations, and the catalogue is public affiliate content.
 */
export const getRecommendations = onCall(
  { region },
  async (request): Promise<RecommendationsPage> => {
    const input = await parse(recommendationRequestSchema, request.data);
    await enforceRateLimit(request, 'getRecommendations');
    const { field, direction } = orderOf[input.sort as ProductSort];
    const keys = recommendationKeys(input);
    // Shoes asked for a child who does not walk yet: nothing fits (and a query needs a key).
    if (keys.length === 0) return { products: [], nextCursor: null };
    let query: Query<ProductDocument, ProductDocument> = collectionRef(paths.products)
      .where('active', '==', true)
      .where('matchKeys', 'array-contains-any', keys)
      .orderBy(field, direction)
      .orderBy(FieldPath.documentId(), direction);
    if (input.cursor) query = query.startAfter(...cursorOf(input.cursor, field));
    const snap = await query.limit(input.pageSize + 1).get();
    const docs = snap.docs.slice(0, input.pageSize);
    const products = docs.map((doc) => {
      // matchKeys are the server's index, and who last edited it the admins' business: neither
      // is part of the product a parent sees.
      const product: Product & { matchKeys?: string[] } = { ...doc.data(), id: doc.id };
      delete product.matchKeys;
      delete product.updatedAt;
      delete product.updatedBy;
      return product;
    });
    const last = docs[docs.length - 1];
    return {
      products,
      nextCursor:
        snap.docs.length > input.pageSize && last
          ? encodeCursor(last.get(field) as unknown, last.id)
          : null,
    };
  },
);
