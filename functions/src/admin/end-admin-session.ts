import { paths } from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { docRef } from '../lib/firestore';
import { requireAdmin } from './admin-access';

/** Sign Out: the session ends on the server too, so its id is worth nothing afterwards. */
export const endAdminSession = onCall({ region }, async (request): Promise<{ ended: true }> => {
  const { sessionId } = await requireAdmin(request, { session: true });
  await docRef(paths.adminSession(sessionId)).delete();
  return { ended: true };
});
