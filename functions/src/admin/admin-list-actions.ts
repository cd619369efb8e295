import { FieldPath } from 'firebase-admin/firestore';
import {
  adminActionListSchema,
  adminActionPageSize,
  paths,
  validationCodes,
  type AdminAction,
  type AdminActionPage,
} from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse } from '../lib/callable';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { collectionRef } from '../lib/firestore';
import { requireAdmin } from './admin-access';

/**
 * The admin action log (issue 32), newest first, 50 a page; with `productId`, one product's
 * history. Admins only: the log names admins, and no client reads it directly (rules).
 */
export const adminListActions = onCall({ region }, async (request): Promise<AdminActionPage> => {
  await requireAdmin(request, { session: true });
  const input = await parse(adminActionListSchema, request.data);
  let query = collectionRef(paths.adminActions)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (input.productId) query = query.where('productId', '==', input.productId);
  if (input.cursor) {
    const [createdAt, id] = decodeCursor(input.cursor) ?? [];
    if (typeof createdAt !== 'string' || id === undefined) {
      fail('validation/invalid-format', 'Invalid cursor', {
        errors: [validationCodes.invalidFormat],
      });
    }
    query = query.startAfter(createdAt, id);
  }
  const snap = await query.limit(adminActionPageSize + 1).get();
  const actions = snap.docs.slice(0, adminActionPageSize).map((doc): AdminAction => {
    const data = { ...doc.data(), id: doc.id };
    delete data.expireAt;
    return data;
  });
  const last = actions[actions.length - 1];
  return {
    actions,
    nextCursor:
      snap.size > adminActionPageSize && last ? encodeCursor(last.createdAt, last.id) : null,
  };
});
