import { getFirestore } from 'firebase-admin/firestore';
import { adminProductRequestSchema } from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { failAdmin, requireAdmin } from './admin-access';
import { productRef } from './admin-products';

/**
 * Delete (after the inline Confirm): the catalogue document only. Parents' saved products are
 * snapshots of the product as it was and stay as they are.
 */
export const adminDeleteProduct = onCall(
  { region },
  async (request): Promise<{ deleted: true }> => {
    await requireAdmin(request, { session: true });
    const { productId } = await parse(adminProductRequestSchema, request.data);
    const ref = productRef(productId);
    await getFirestore().runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) failAdmin('product-not-found');
      tx.delete(ref);
    });
    return { deleted: true };
  },
);
