import {
  adminProductRequestSchema,
  productDataFrom,
  productInputFrom,
  type AdminProduct,
} from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { failAdmin, requireAdmin } from './admin-access';
import {
  changesOf,
  parseProduct,
  productFrom,
  productRef,
  productsCollection,
  storedProduct,
} from './admin-products';

/**
 * Duplicate: `{ sessionId, productId, changes? }`: a new product from a stored one with the
 * form's changes (for example another country), new and active like every added product.
 */
export const adminDuplicateProduct = onCall({ region }, async (request): Promise<AdminProduct> => {
  await requireAdmin(request, { session: true });
  const { productId } = await parse(adminProductRequestSchema, request.data);
  const changes = changesOf(request.data);
  const source = productFrom(await productRef(productId).get());
  if (!source) failAdmin('product-not-found');
  const input = await parseProduct({ ...productInputFrom(source), active: true, ...changes });
  const product = productDataFrom(input, new Date().toISOString());
  const ref = productsCollection().doc();
  await ref.create(storedProduct(product));
  return { ...product, id: ref.id };
});
