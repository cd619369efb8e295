import type { AdminActionPage } from '@sprout/core';
import { callAdmin } from '../api/admin-api';

/** A page of the admin action log, newest first (functions/src/admin/admin-list-actions.ts). */
export function listActions(sessionId: string, cursor: string | null): Promise<AdminActionPage> {
  return callAdmin('adminListActions', { sessionId, cursor });
}
