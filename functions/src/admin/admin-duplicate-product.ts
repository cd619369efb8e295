import { getFirestore } from 'firebase-admin/firestore';
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
import { logAdminAction, stamp, writtenFields } from './admin-action-log';

/**
 * Duplicate: `{ sessionId, productId, changes? }`: a new product from a stored one with the
 * form's changes (for example another country), new and active like every added product.
 */
export const adminDuplicateProduct = onCall({ region }, async (request): Promise<AdminProduct> => {
  const caller = await requireAdmin(request, { session: true });
  const { productId } = await parse(adminProductRequestSchema, request.data);
  const changes = changesOf(request.data);
  const source = productFrom(await productRef(productId).get());
  if (!source) failAdmin('product-not-found');
  const input = await parseProduct({ ...productInputFrom(source), active: true, ...changes });
  const now = new Date();
  const product = { ...productDataFrom(input, now.toISOString()), ...stamp(caller, now) };
  const ref = productsCollection().doc();
  const batch = getFirestore().batch();
  batch.create(ref, storedProduct(product));
  logAdminAction(
    batch,
    caller,
    {
      action: 'duplicate',
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
