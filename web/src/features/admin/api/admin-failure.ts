import {
  adminFailureReasons,
  adminTotpNotEnrolledReason,
  type AdminFailureReason,
} from '@sprout/core';
import { CallableError } from '../../../lib/functions';

/** What went wrong in an admin step, as the page words it (spec section 8, admin access). */
export type AdminProblem = AdminFailureReason | 'invalid-credentials' | 'unknown';

const isReason = (value: string | null): value is AdminFailureReason =>
  (adminFailureReasons as readonly string[]).includes(value ?? '');

/** Firebase Auth's answers to a wrong e-mail or password. */
const credentialCodes = [
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
];

export function adminProblem(error: unknown): AdminProblem {
  if (error instanceof CallableError) return isReason(error.reason) ? error.reason : 'unknown';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && credentialCodes.includes(code)
    ? 'invalid-credentials'
    : 'unknown';
}

/** disableAdminTotp's answer when no second factor is on (turned off in another tab, say). */
export function isTotpNotEnrolled(error: unknown): boolean {
  return error instanceof CallableError && error.reason === adminTotpNotEnrolledReason;
}

/** The catalogue code of a failed admin call, for its error box; 'default' for anything else. */
export function adminErrorCode(error: unknown): string {
  return error instanceof CallableError ? error.code : 'default';
}
