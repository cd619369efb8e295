import { getFirestore } from 'firebase-admin/firestore';
import {
  adminProductRequestSchema,
  productDataFrom,
  productInputFrom,
  productMatchKeys,
  type AdminProduct,
} from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { failAdmin, requireAdmin } from './admin-access';
import {
  changedFields,
  changesOf,
  dataOf,
  parseProduct,
  productFrom,
  productRef,
} from './admin-products';
import { logAdminAction, stamp } from './admin-action-log';

/**
 * Edit: `{ sessionId, productId, changes }` with only the fields the admin changed. The stored
 * product with the changes applied is validated as a whole (a new minimum above the stored
 * maximum is refused), then only the fields that differ are written, with fresh matchKeys, who
 * and when, and an entry in the action log (price and active before and after).
 */
export const adminUpdateProduct = onCall({ region }, async (request): Promise<AdminProduct> => {
  const caller = await requireAdmin(request, { session: true });
  const { productId } = await parse(adminProductRequestSchema, request.data);
  const changes = changesOf(request.data);
  const ref = productRef(productId);
  return getFirestore().runTransaction(async (tx) => {
    const current = productFrom(await tx.get(ref));
    if (!current) failAdmin('product-not-found');
    const input = await parseProduct({ ...productInputFrom(current), ...changes });
    const before = dataOf(current);
    const next = productDataFrom(input, current.createdAt);
    const changed = changedFields(before, next);
    if (Object.keys(changed).length === 0) return current;
    const now = new Date();
    const stamped = { ...next, ...stamp(caller, now) };
    tx.update(ref, { ...changed, ...stamp(caller, now), matchKeys: productMatchKeys(next) });
    logAdminAction(
      tx,
      caller,
      { action: 'update', productId, before, after: stamped, fields: Object.keys(changed) },
      now,
    );
    return { ...stamped, id: productId };
  });
});
