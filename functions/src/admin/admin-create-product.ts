import { getFirestore } from 'firebase-admin/firestore';
import { productDataFrom, type AdminProduct } from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { requireAdmin } from './admin-access';
import { parseProduct, productsCollection, storedProduct } from './admin-products';
import { logAdminAction, stamp, writtenFields } from './admin-action-log';

/**
 * Add Product: `{ sessionId, product }` with the form's values (core's productSchema, the same
 * rules the web form shows). Stored with the title as 'item - title', the price in EUR and
 * its matchKeys, so parents' recommendations show it at once; logged with who added it.
 */
export const adminCreateProduct = onCall({ region }, async (request): Promise<AdminProduct> => {
  const caller = await requireAdmin(request, { session: true });
  const input = await parseProduct((request.data as { product?: unknown } | null)?.product);
  const now = new Date();
  const product = { ...productDataFrom(input, now.toISOString()), ...stamp(caller, now) };
  const ref = productsCollection().doc();
  const batch = getFirestore().batch();
  batch.create(ref, storedProduct(product));
  logAdminAction(
    batch,
    caller,
    {
      action: 'create',
      productId: ref.id,
      before: null,
      after: product,
      fields: writtenFields(product),
    },
    now,
  );
  await batch.commit();
  return { ...product, id: ref.id };
});
