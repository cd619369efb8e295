import type { EnrollAdminTotpResult } from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { requireAdmin } from './admin-access';
import { newTotpSecret, totpRef, totpUri } from './admin-totp';

/**
 * Starts enrolling a second factor: a new secret, pending until confirmAdminTotp sees a code
 * made from it, returned once as an otpauth:// URI for the QR code. An enrolled factor stays in
 * force until the new one is confirmed, so a half-done enrolment locks nobody out.
 */
export const enrollAdminTotp = onCall(
  { region },
  async (request): Promise<EnrollAdminTotpResult> => {
    const caller = await requireAdmin(request, { session: true });
    const secret = newTotpSecret();
    await totpRef(caller.uid).set(
      { pendingSecret: secret, pendingAt: new Date().toISOString() },
      { merge: true },
    );
    return { uri: totpUri(secret, caller.email ?? caller.uid) };
  },
);
