import { FieldPath, type Query } from 'firebase-admin/firestore';
import {
  adminProductListSchema,
  adminProductPageSize,
  adminScopeCountries,
  titleMatches,
  validationCodes,
  type AdminProduct,
  type AdminProductListRequest,
  type AdminProductPage,
  type ProductDocument,
} from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse } from '../lib/callable';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { requireAdmin } from './admin-access';
import { productFrom, productsCollection } from './admin-products';

type Cursor = [createdAt: string, id: string];

/** The cursor's createdAt and id (newest-first order). */
function cursorOf(cursor: string): Cursor {
  const [createdAt, id] = decodeCursor(cursor) ?? [];
  if (typeof createdAt === 'string' && id !== undefined) return [createdAt, id];
  fail('validation/invalid-format', 'Invalid cursor', { errors: [validationCodes.invalidFormat] });
}

type ProductQuery = Query<ProductDocument, ProductDocument>;

/** The filters of the dashboard as one Firestore query (every one an equality or array filter). */
function filtered(input: AdminProductListRequest): ProductQuery {
  const countries = adminScopeCountries(input.country, input.scope);
  let query: ProductQuery =
    countries.length === 1
      ? productsCollection().where('country', '==', countries[0])
      : productsCollection().where('country', 'in', countries);
  if (input.gender !== 'all') query = query.where('genderType', '==', input.gender);
  if (input.category !== 'all') query = query.where('category', '==', input.category);
  if (input.season !== 'all') query = query.where('seasons', 'array-contains', input.season);
  if (input.status !== 'all') query = query.where('active', '==', input.status === 'active');
  return query;
}

const newestFirst = (query: ProductQuery) =>
  query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/** After the cursor in newest-first order (createdAt, then id, both descending). */
function isAfter(product: AdminProduct, [createdAt, id]: Cursor): boolean {
  return product.createdAt < createdAt || (product.createdAt === createdAt && product.id < id);
}

function page(products: AdminProduct[], total: number): AdminProductPage {
  const shown = products.slice(0, adminProductPageSize);
  const last = shown[shown.length - 1];
  return {
    products: shown,
    nextCursor:
      products.length > adminProductPageSize && last ? encodeCursor(last.createdAt, last.id) : null,
    total,
  };
}

/**
 * The admin product table (spec section 2): the country's products and/or the global ones,
 * filtered by gender, category, season and status, newest first, 50 a page with a cursor and the
 * number of matches. Firestore has no substring search, so a search reads the filtered products
 * and matches titles here (a catalogue per market is hundreds of products); without one, the
 * page and an aggregation count are all that is read.
 */
export const adminListProducts = onCall({ region }, async (request): Promise<AdminProductPage> => {
  await requireAdmin(request, { session: true });
  const input = await parse(adminProductListSchema, request.data);
  const cursor = input.cursor ? cursorOf(input.cursor) : null;
  const query = filtered(input);
  if (input.search) {
    const snap = await newestFirst(query).get();
    const matches = snap.docs
      .map(productFrom)
      .filter((product): product is AdminProduct => product !== undefined)
      .filter((product) => titleMatches(product.title, input.search));
    return page(
      cursor ? matches.filter((product) => isAfter(product, cursor)) : matches,
      matches.length,
    );
  }
  let paged = newestFirst(query);
  if (cursor) paged = paged.startAfter(...cursor);
  const [snap, count] = await Promise.all([
    paged.limit(adminProductPageSize + 1).get(),
    query.count().get(),
  ]);
  const products = snap.docs
    .map(productFrom)
    .filter((product): product is AdminProduct => product !== undefined);
  return page(products, count.data().count);
});
