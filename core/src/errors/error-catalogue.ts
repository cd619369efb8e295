/**
 * The coded errors of the spec (section 8) as data. Core knows no sentences: the English text
 * beside each code is for reference only; the interface text lives in the web catalogs
 * (web/src/lib/error-messages.ts).
 */
export const errorCodes = [
  'auth/invalid-credentials', // Invalid email or password
  'auth/email-not-verified', // Please verify your email address
  'auth/user-not-found', // User not found
  'auth/weak-password', // Password must be at least 8 characters long
  'auth/email-in-use', // Email is already in use
  'auth/invalid-otp', // Invalid two-factor code
  'auth/session-expired', // Your session has expired, please sign in again
  'auth/ip-not-allowed', // Access denied from your current IP address
  // Three auth errors of the backend message mapping that have no coded twin in the spec:
  'auth/signup-unavailable', // Unable to create account at this time. Please try again later.
  'auth/reset-link-expired', // Your password reset link has expired. Please request a new one.
  'auth/reset-session-missing', // Your session has expired. Please request a new password reset link.
  // Not in the spec's list: the person closed Google's sign-in popup (the forms show nothing).
  'auth/cancelled', // Failed to sign in with Google
  'db/connection-error', // Unable to connect to database (retry)
  'db/query-error', // Database query failed
  'db/constraint-error', // Database constraint violation
  'db/permission-error', // You do not have permission to perform this action
  'db/not-found', // Requested resource not found
  'db/duplicate', // Resource already exists
  'validation/required', // Required field missing
  'validation/invalid-format', // Invalid format
  'validation/out-of-range', // Value out of allowed range
  'api/network-error', // Network connection error (retry)
  'api/timeout', // Request timed out (retry)
  'api/rate-limit', // Too many requests, please try again later (retry)
  'api/server-error', // Server error, please try again later (retry)
  'default', // An unexpected error occurred.
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The code's prefix; it picks the error box colour. */
export type ErrorFamily = 'auth' | 'validation' | 'api' | 'db' | 'default';

export type ErrorColour = 'yellow' | 'orange' | 'red' | 'purple' | 'grey';

/**
 * Error box colours of the spec: auth yellow, validation orange, api red, db purple. The spec
 * gives none for the default error; it is neutral grey, since its cause is unknown.
 */
export const errorFamilyColours: Readonly<Record<ErrorFamily, ErrorColour>> = {
  auth: 'yellow',
  validation: 'orange',
  api: 'red',
  db: 'purple',
  default: 'grey',
};

export type ErrorEntry = {
  code: ErrorCode;
  family: ErrorFamily;
  /** The error box offers a retry button (spec: the errors marked "retry"). */
  retryable: boolean;
};

const retryable: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'db/connection-error',
  'api/network-error',
  'api/timeout',
  'api/rate-limit',
  'api/server-error',
]);

function familyOf(code: ErrorCode): ErrorFamily {
  const prefix = code.split('/')[0];
  return prefix === 'auth' || prefix === 'validation' || prefix === 'api' || prefix === 'db'
    ? prefix
    : 'default';
}

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorEntry>> = Object.fromEntries(
  errorCodes.map((code) => [
    code,
    Object.freeze({ code, family: familyOf(code), retryable: retryable.has(code) }),
  ]),
) as Record<ErrorCode, ErrorEntry>;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}

/** The catalogue entry of a code, or the default entry for anything unknown. */
export function describeError(code: string): ErrorEntry {
  return isErrorCode(code) ? errorCatalogue[code] : errorCatalogue.default;
}
