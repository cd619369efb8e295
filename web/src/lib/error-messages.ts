import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isErrorCode, type ErrorCode } from '@sprout/core';

/**
 * The spec's text (section 8) for each coded error of core's catalogue. Typed by `ErrorCode`, so a
 * new code without a sentence does not compile.
 */
export const errorMessages: Readonly<Record<ErrorCode, MessageDescriptor>> = {
  'auth/invalid-credentials': msg`Invalid email or password`,
  'auth/email-not-verified': msg`Please verify your email address`,
  'auth/user-not-found': msg`User not found`,
  'auth/weak-password': msg`Password must be at least 8 characters long`,
  'auth/email-in-use': msg`Email is already in use`,
  'auth/invalid-otp': msg`Invalid two-factor code`,
  'auth/session-expired': msg`Your session has expired, please sign in again`,
  'auth/ip-not-allowed': msg`Access denied from your current IP address`,
  'auth/signup-unavailable': msg`Unable to create account at this time. Please try again later.`,
  'auth/reset-link-expired': msg`Your password reset link has expired. Please request a new one.`,
  'auth/reset-session-missing': msg`Your session has expired. Please request a new password reset link.`,
  'auth/cancelled': msg`Failed to sign in with Google`,
  'db/connection-error': msg`Unable to connect to database`,
  'db/query-error': msg`Database query failed`,
  'db/constraint-error': msg`Database constraint violation`,
  'db/permission-error': msg`You do not have permission to perform this action`,
  'db/not-found': msg`Requested resource not found`,
  'db/duplicate': msg`Resource already exists`,
  'validation/required': msg`Required field missing`,
  'validation/invalid-format': msg`Invalid format`,
  'validation/out-of-range': msg`Value out of allowed range`,
  'api/network-error': msg`Network connection error`,
  'api/timeout': msg`Request timed out`,
  'api/rate-limit': msg`Too many requests, please try again later`,
  'api/server-error': msg`Server error, please try again later`,
  default: msg`An unexpected error occurred.`,
};

/** The sentence for an error code; anything outside the catalogue is the default error. */
export function errorMessage(code: string): MessageDescriptor {
  return isErrorCode(code) ? errorMessages[code] : errorMessages.default;
}
