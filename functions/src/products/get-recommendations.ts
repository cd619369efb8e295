import { FieldPath, type Query } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
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
import { fail, parse } from '../lib/callable';
import { collectionRef } from '../lib/firestore';

const orderOf: Record<ProductSort, { field: 'createdAt' | 'priceEur'; direction: 'asc' | 'desc' }> =
  {
    newest: { field: 'createdAt', direction: 'desc' },
    price_asc: { field: 'priceEur', direction: 'asc' },
    price_desc: { field: 'priceEur', direction: 'desc' },
  };

/** A page cursor: the last product's sort value and id, opaque to the client. */
function encodeCursor(value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function decodeCursor(cursor: string, field: 'createdAt' | 'priceEur'): [string | number, string] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A document id: not empty, no path (startAfter would throw on either).
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[1] === 'string' &&
      /^[^/]{1,1500}$/.test(decoded[1])
    ) {
      const [value, id] = decoded as [unknown, string];
      if (field === 'priceEur' ? typeof value === 'number' : typeof value === 'string') {
        return [value as string | number, id];
      }
    }
  } catch {
    // fall through to the error below
  }
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
    const { field, direction } = orderOf[input.sort as ProductSort];
    let query: Query<ProductDocument, ProductDocument> = collectionRef(paths.products)
      .where('active', '==', true)
      .where('matchKeys', 'array-contains-any', recommendationKeys(input))
      .orderBy(field, direction)
      .orderBy(FieldPath.documentId(), direction);
    if (input.cursor) query = query.startAfter(...decodeCursor(input.cursor, field));
    const snap = await query.limit(input.pageSize + 1).get();
    const docs = snap.docs.slice(0, input.pageSize);
    const products = docs.map((doc) => {
      // matchKeys are the server's index, not part of the product the client sees.
      const product: Product & { matchKeys?: string[] } = { ...doc.data(), id: doc.id };
      delete product.matchKeys;
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
