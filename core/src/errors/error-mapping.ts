import { isErrorCode, type ErrorCode } from './error-catalogue';

/** A table lookup that ignores inherited keys ('constructor', 'toString'). */
function lookup(table: Readonly<Record<string, ErrorCode>>, key: string): ErrorCode {
  return Object.hasOwn(table, key) ? (table[key] ?? 'default') : 'default';
}

/**
 * The spec's auth messages of its earlier backend, mapped to codes (section 8, "Auth messages from
 * the backend"). Firebase does not send these sentences; the table keeps the spec's mapping for
 * anything that still reports one. Texts beside each line are what the user sees.
 */
export const backendAuthMessageCodes: Readonly<Record<string, ErrorCode>> = {
  'Invalid login credentials': 'auth/invalid-credentials', // Invalid email or password
  'Email not confirmed': 'auth/email-not-verified', // Please verify your email address
  // The spec shows 'An account with this email already exists' here; the coded error is the
  // same fact, and the sign-up form may phrase it its own way.
  'User already registered': 'auth/email-in-use',
  // The spec says 6 characters here; DESIGN.md: the minimum is 8 everywhere.
  'Password too short': 'auth/weak-password', // Password must be at least 8 characters long
  'Database error saving new user': 'auth/signup-unavailable',
  'JWT expired': 'auth/session-expired', // Your session has expired, please sign in again
  'Invalid or expired reset token': 'auth/reset-link-expired',
  'Auth session missing': 'auth/reset-session-missing',
};

/** The code for a backend auth message; anything else is the default error. */
export function errorCodeFromAuthMessage(message: string): ErrorCode {
  return lookup(backendAuthMessageCodes, message.trim());
}

/**
 * Firebase Auth error codes (web SDK and Admin SDK) mapped to the catalogue: the one table, used by
 * the web's sign-in, sign-up and password-reset forms (features/auth/api/auth-error.ts).
 */
export const firebaseAuthErrorCodes: Readonly<Record<string, ErrorCode>> = {
  // Firebase answers a wrong password and an unknown account alike (enumeration protection),
  // and so does Sprout.
  'auth/invalid-credential': 'auth/invalid-credentials',
  'auth/invalid-login-credentials': 'auth/invalid-credentials',
  'auth/wrong-password': 'auth/invalid-credentials',
  'auth/user-not-found': 'auth/invalid-credentials',
  'auth/invalid-email': 'auth/invalid-credentials',
  'auth/email-already-in-use': 'auth/email-in-use',
  'auth/email-already-exists': 'auth/email-in-use',
  'auth/weak-password': 'auth/weak-password',
  'auth/invalid-password': 'auth/weak-password',
  'auth/too-many-requests': 'api/rate-limit',
  'auth/network-request-failed': 'api/network-error',
  'auth/user-token-expired': 'auth/session-expired',
  'auth/requires-recent-login': 'auth/session-expired',
  'auth/id-token-expired': 'auth/session-expired',
  'auth/id-token-revoked': 'auth/session-expired',
  'auth/expired-action-code': 'auth/reset-link-expired',
  'auth/invalid-action-code': 'auth/reset-link-expired',
  'auth/popup-closed-by-user': 'auth/cancelled',
  'auth/cancelled-popup-request': 'auth/cancelled',
  'auth/user-cancelled': 'auth/cancelled',
  'auth/invalid-verification-code': 'auth/invalid-otp',
  'auth/missing-password': 'validation/required',
  'auth/internal-error': 'api/server-error',
};

/** The catalogue code of a Firebase Auth error code; unknown codes are the default error. */
export function errorCodeFromFirebaseAuth(firebaseCode: string): ErrorCode {
  return lookup(firebaseAuthErrorCodes, firebaseCode);
}

/** The status codes of Firebase callable functions (HttpsError). */
export type CallableErrorStatus =
  | 'ok'
  | 'cancelled'
  | 'unknown'
  | 'invalid-argument'
  | 'deadline-exceeded'
  | 'not-found'
  | 'already-exists'
  | 'permission-denied'
  | 'resource-exhausted'
  | 'failed-precondition'
  | 'aborted'
  | 'out-of-range'
  | 'unimplemented'
  | 'internal'
  | 'unavailable'
  | 'data-loss'
  | 'unauthenticated';

const callableStatusCodes: Readonly<Record<string, ErrorCode>> = {
  unauthenticated: 'auth/session-expired',
  'permission-denied': 'db/permission-error',
  'not-found': 'db/not-found',
  'already-exists': 'db/duplicate',
  'invalid-argument': 'validation/invalid-format',
  'out-of-range': 'validation/out-of-range',
  'deadline-exceeded': 'api/timeout',
  'resource-exhausted': 'api/rate-limit',
  unavailable: 'api/network-error',
  internal: 'api/server-error',
} satisfies Partial<Record<CallableErrorStatus, ErrorCode>>;

/**
 * The catalogue code of a failed callable. Sprout's functions put their precise code in the
 * error's details (`{ code: 'auth/ip-not-allowed' }`, see {@link callableStatusFor}); that wins.
 * Otherwise the status decides. The web SDK prefixes statuses ('functions/not-found'); both forms
 * are accepted.
 */
export function errorCodeFromCallable(status: string, details?: unknown): ErrorCode {
  if (typeof details === 'object' && details !== null && 'code' in details) {
    const detailCode: unknown = details.code;
    if (isErrorCode(detailCode)) return detailCode;
  }
  const bare = status.startsWith('functions/') ? status.slice('functions/'.length) : status;
  return lookup(callableStatusCodes, bare);
}

/** The HttpsError status a function throws for a catalogue code (with `{ code }` as details). */
export function callableStatusFor(code: ErrorCode): CallableErrorStatus {
  switch (code) {
    case 'auth/invalid-credentials':
    case 'auth/email-not-verified':
    case 'auth/invalid-otp':
    case 'auth/session-expired':
    case 'auth/reset-session-missing':
      return 'unauthenticated';
    case 'auth/ip-not-allowed':
    case 'db/permission-error':
      return 'permission-denied';
    case 'auth/user-not-found':
    case 'db/not-found':
      return 'not-found';
    case 'auth/email-in-use':
    case 'db/duplicate':
      return 'already-exists';
    case 'auth/weak-password':
    case 'validation/required':
    case 'validation/invalid-format':
      return 'invalid-argument';
    case 'validation/out-of-range':
      return 'out-of-range';
    case 'auth/reset-link-expired':
    case 'db/constraint-error':
      return 'failed-precondition';
    case 'api/timeout':
      return 'deadline-exceeded';
    case 'api/rate-limit':
      return 'resource-exhausted';
    case 'db/connection-error':
    case 'api/network-error':
    case 'auth/signup-unavailable':
      return 'unavailable';
    case 'auth/cancelled':
      return 'cancelled';
    case 'db/query-error':
    case 'api/server-error':
    case 'default':
      return 'internal';
  }
}
