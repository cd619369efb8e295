import type { AdminTotpStatus } from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { requireAdmin } from './admin-access';
import { readTotp, totpRef, totpStatus } from './admin-totp';

/**
 * The two-factor page's first question: is the caller's second factor on, since when, and is an
 * enrolment waiting for its first code. Only that: the secret never leaves the server here.
 */
export const adminTotpStatus = onCall({ region }, async (request): Promise<AdminTotpStatus> => {
  const caller = await requireAdmin(request, { session: true });
  return totpStatus(readTotp((await totpRef(caller.uid).get()).data()));
});
