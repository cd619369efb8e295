import { getFirestore } from 'firebase-admin/firestore';
import { adminToggleProductSchema } from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { failAdmin, requireAdmin } from './admin-access';
import { dataOf, productFrom, productRef } from './admin-products';
import { logAdminAction, stamp } from './admin-action-log';

/**
 * The one-click Active/Inactive switch: `active` sets the state (a repeated click changes
 * nothing twice); without it the stored state flips. An inactive product leaves parents'
 * recommendations at once (getRecommendations asks for active ones).
 */
export const adminToggleProduct = onCall(
  { region },
  async (request): Promise<{ id: string; active: boolean }> => {
    const caller = await requireAdmin(request, { session: true });
    const input = await parse(adminToggleProductSchema, request.data);
    const ref = productRef(input.productId);
    const active = await getFirestore().runTransaction(async (tx) => {
      const current = productFrom(await tx.get(ref));
      if (!current) failAdmin('product-not-found');
      const next = input.active ?? !current.active;
      if (next !== current.active) {
        const now = new Date();
        const before = dataOf(current);
        tx.update(ref, { active: next, ...stamp(caller, now) });
        logAdminAction(
          tx,
          caller,
          {
            action: 'toggle',
            productId: input.productId,
            before,
            after: { ...before, active: next },
            fields: ['active'],
          },
          now,
        );
      }
      return next;
    });
    return { id: input.productId, active };
  },
);
