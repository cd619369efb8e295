import { FirebaseError } from 'firebase/app';

/** Sprout's coded auth errors (spec section 8) that the forms translate. */
export type AuthErrorCode =
  | 'auth/invalid-credentials'
  | 'auth/email-not-verified'
  | 'auth/email-in-use'
  | 'auth/weak-password'
  | 'auth/reset-link-expired'
  | 'auth/cancelled'
  | 'api/rate-limit'
  | 'api/network-error'
  | 'unknown';

export class AuthError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(code);
    this.name = 'AuthError';
  }
}

/** Maps Firebase Auth's error codes onto the spec's catalogue. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (!(error instanceof FirebaseError)) return new AuthError('unknown');
  switch (error.code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return new AuthError('auth/invalid-credentials');
    case 'auth/email-already-in-use':
      return new AuthError('auth/email-in-use');
    case 'auth/weak-password':
      return new AuthError('auth/weak-password');
    case 'auth/expired-action-code':
    case 'auth/invalid-action-code':
      return new AuthError('auth/reset-link-expired');
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
      return new AuthError('auth/cancelled');
    case 'auth/too-many-requests':
      return new AuthError('api/rate-limit');
    case 'auth/network-request-failed':
      return new AuthError('api/network-error');
    default:
      return new AuthError('unknown');
  }
}
