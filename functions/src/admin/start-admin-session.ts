import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  adminSessionExpiresAt,
  paths,
  startAdminSessionSchema,
  type AdminSessionData,
  type StartAdminSessionResult,
} from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { docRef } from '../lib/firestore';
import { failAdmin, requireAdmin } from './admin-access';
import { logAdminSignIn } from './admin-log';
import { checkSecondFactor } from './admin-totp';

/**
 * The admin login's server half (spec section 5, "Admin login"): after the e-mail and password
 * sign-in, checks the admin, the address and, once enrolled, the 6-digit code, then opens a
 * 30-minute session. Without a code an enrolled admin gets reason 'code-required', which tells
 * the login form to show the code field. Every refusal of a signed-in caller and every success is
 * logged in `authLogs`.
 */
export const startAdminSession = onCall(
  { region },
  async (request): Promise<StartAdminSessionResult> => {
    try {
      const caller = await requireAdmin(request, { session: false });
      const { code } = await parse(startAdminSessionSchema, request.data);
      const now = new Date();
      const outcome = await checkSecondFactor(caller.uid, code, now);
      if (outcome !== 'not-enrolled' && outcome !== 'accepted') failAdmin(outcome);
      const sessionId = randomUUID();
      const session: AdminSessionData = {
        adminId: caller.uid,
        ipAddress: caller.ip,
        userAgent: caller.userAgent,
        createdAt: now.toISOString(),
        expiresAt: adminSessionExpiresAt(now),
      };
      // A TTL policy on deleteAt (firestore.indexes.json) clears sessions a day after they end.
      const deleteAt = Timestamp.fromMillis(Date.parse(session.expiresAt) + 86_400_000);
      await docRef(paths.adminSession(sessionId)).create({ ...session, deleteAt });
      await logAdminSignIn(request, { success: true });
      return { sessionId, expiresAt: session.expiresAt };
    } catch (error) {
      const reason = (error as { details?: { reason?: unknown } }).details?.reason;
      // Asking for the code is a step of the login, not a refusal.
      if (error instanceof HttpsError && request.auth && reason !== 'code-required') {
        await logAdminSignIn(request, { success: false, errorMessage: error.message });
      }
      throw error;
    }
  },
);
