import { productDataFrom, type AdminProduct } from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { requireAdmin } from './admin-access';
import { parseProduct, productsCollection, storedProduct } from './admin-products';

/**
 * Add Product: `{ sessionId, product }` with the form's values (core's productSchema, the same
 * rules the web form shows). Stored with the title as 'item - title', the price in EUR and
 * its matchKeys, so parents' recommendations show it at once.
 */
export const adminCreateProduct = onCall({ region }, async (request): Promise<AdminProduct> => {
  await requireAdmin(request, { session: true });
  const input = await parseProduct((request.data as { product?: unknown } | null)?.product);
  const product = productDataFrom(input, new Date().toISOString());
  const ref = productsCollection().doc();
  await ref.create(storedProduct(product));
  return { ...product, id: ref.id };
});
