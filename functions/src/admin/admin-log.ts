import { FieldValue } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { paths } from '@sprout/core';
import { collectionRef } from '../lib/firestore';
import { adminCallerIp, userAgentOf } from './admin-access';

/** An `authLogs` entry for an admin sign-in (a session started or refused), like logAuthEvent's. */
export async function logAdminSignIn(
  request: CallableRequest,
  outcome: { success: true } | { success: false; errorMessage: string },
): Promise<void> {
  const uid = request.auth?.uid ?? null;
  const email = request.auth?.token.email;
  await collectionRef(paths.authLogs).add({
    userId: uid,
    email: typeof email === 'string' ? email : null,
    provider: 'email',
    eventType: 'admin_session',
    success: outcome.success,
    errorMessage: outcome.success ? null : outcome.errorMessage,
    ipAddress: adminCallerIp(request),
    userAgent: userAgentOf(request),
    createdAt: FieldValue.serverTimestamp(),
  });
}
