import { getFirestore } from 'firebase-admin/firestore';
import { adminBulkSetActiveSchema, type AdminBulkSetActiveResult } from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { requireAdmin } from './admin-access';
import { dataOf, productFrom, productRef } from './admin-products';
import { logAdminAction, stamp } from './admin-action-log';

/**
 * Bulk Activate/Deactivate (issue 32): the chosen products (at most 50, a page) set to one
 * state in one transaction, each change logged. Products already in that state are left as they
 * are; ids that are gone are reported, not failed on (another admin may have deleted one).
 */
export const adminBulkSetActive = onCall(
  { region },
  async (request): Promise<AdminBulkSetActiveResult> => {
    const caller = await requireAdmin(request, { session: true });
    const input = await parse(adminBulkSetActiveSchema, request.data);
    const refs = input.productIds.map(productRef);
    return getFirestore().runTransaction(async (tx) => {
      const snaps = await tx.getAll(...refs);
      const now = new Date();
      const result: AdminBulkSetActiveResult = { changed: [], notFound: [] };
      snaps.forEach((snap, index) => {
        const id = input.productIds[index] ?? snap.id;
        const current = productFrom(snap);
        if (!current) {
          result.notFound.push(id);
          return;
        }
        if (current.active === input.active) return;
        const before = dataOf(current);
        tx.update(snap.ref, { active: input.active, ...stamp(caller, now) });
        logAdminAction(
          tx,
          caller,
          {
            action: 'toggle',
            productId: id,
            before,
            after: { ...before, active: input.active },
            fields: ['active'],
          },
          now,
        );
        result.changed.push(id);
      });
      return result;
    });
  },
);
