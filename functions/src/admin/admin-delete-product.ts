import { getFirestore } from 'firebase-admin/firestore';
import { adminProductRequestSchema } from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { failAdmin, requireAdmin } from './admin-access';
import { dataOf, productFrom, productRef } from './admin-products';
import { logAdminAction } from './admin-action-log';

/**
 * Delete (after the inline Confirm): the catalogue document only. Parents' saved products are
 * snapshots of the product as it was and stay as they are. The log keeps who deleted what, with
 * its title and price.
 */
export const adminDeleteProduct = onCall(
  { region },
  async (request): Promise<{ deleted: true }> => {
    const caller = await requireAdmin(request, { session: true });
    const { productId } = await parse(adminProductRequestSchema, request.data);
    const ref = productRef(productId);
    await getFirestore().runTransaction(async (tx) => {
      const current = productFrom(await tx.get(ref));
      if (!current) failAdmin('product-not-found');
      tx.delete(ref);
      logAdminAction(
        tx,
        caller,
        { action: 'delete', productId, before: dataOf(current), after: null, fields: [] },
        new Date(),
      );
    });
    return { deleted: true };
  },
);
