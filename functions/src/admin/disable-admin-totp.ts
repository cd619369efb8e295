import {
  adminTotpNotEnrolledReason,
  disableAdminTotpSchema,
  type AdminTotpStatus,
} from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse } from '../lib/callable';
import { failAdmin, requireAdmin } from './admin-access';
import { checkSecondFactor } from './admin-totp';

/**
 * Turns the caller's second factor off. A security-relevant change, so it takes a current code of
 * the factor (a re-authentication) checked as startAdminSession checks one: once only, wrong codes
 * counted towards the same lockout. The accepted code and the clearing of the secret (and of an
 * enrolment under way) are one transaction; from then on the sign-in asks for no code.
 */
export const disableAdminTotp = onCall({ region }, async (request): Promise<AdminTotpStatus> => {
  const caller = await requireAdmin(request, { session: true });
  const { code } = await parse(disableAdminTotpSchema, request.data);
  const outcome = await checkSecondFactor(caller.uid, code, new Date(), {
    secret: null,
    pendingSecret: null,
    pendingAt: null,
    confirmedAt: null,
  });
  if (outcome === 'not-enrolled') {
    fail('db/not-found', 'Two-factor sign-in is not on', { reason: adminTotpNotEnrolledReason });
  }
  if (outcome !== 'accepted') failAdmin(outcome);
  return { enrolled: false, confirmedAt: null, pending: false };
});
