import { getFirestore } from 'firebase-admin/firestore';
import {
  confirmAdminTotpSchema,
  type AdminFailureReason,
  type ConfirmAdminTotpResult,
} from '@sprout/core';
import { region } from '../config';
import { onCall, parse } from '../lib/callable';
import { failAdmin, requireAdmin } from './admin-access';
import { acceptedStep, afterWrongCode, lockedOut, readTotp, totpRef } from './admin-totp';

/**
 * Confirms the pending second factor with a code from the authenticator: from then on
 * startAdminSession asks for a code (a factor enrolled before is replaced only now). A wrong code
 * counts towards the same limit as at login. Answers when the factor is in force from.
 */
export const confirmAdminTotp = onCall(
  { region },
  async (request): Promise<ConfirmAdminTotpResult> => {
    const caller = await requireAdmin(request, { session: true });
    const { code } = await parse(confirmAdminTotpSchema, request.data);
    const now = new Date();
    const ref = totpRef(caller.uid);
    const failure = await getFirestore().runTransaction(
      async (tx): Promise<AdminFailureReason | null> => {
        const totp = readTotp((await tx.get(ref)).data());
        if (!totp?.pendingSecret) return 'totp-not-pending';
        if (lockedOut(totp, now)) return 'too-many-codes';
        const step = acceptedStep(totp.pendingSecret, code, null, now);
        if (step === null) {
          tx.update(ref, afterWrongCode(totp, now));
          return 'code-invalid';
        }
        tx.update(ref, {
          secret: totp.pendingSecret,
          pendingSecret: null,
          pendingAt: null,
          lastStep: step,
          failures: 0,
          failureWindowStart: null,
          confirmedAt: now.toISOString(),
        });
        return null;
      },
    );
    if (failure) failAdmin(failure);
    return { enrolled: true, confirmedAt: now.toISOString() };
  },
);
