import { errorCodeFromFirebaseAuth, type ErrorCode } from '@sprout/core';

/** A failed auth call, with its code in core's catalogue (spec section 8) for the forms. */
export class AuthError extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
    this.name = 'AuthError';
  }
}

/** Firebase Auth's error codes through core's one table (errorCodeFromFirebaseAuth). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  return new AuthError(isFirebaseError(error) ? errorCodeFromFirebaseAuth(error.code) : 'default');
}

/**
 * Firebase's errors by their shape (name 'FirebaseError' and a string code) rather than
 * `instanceof`: that would put firebase/app in the first load of every page with a form.
 */
function isFirebaseError(error: unknown): error is { code: string } {
  return (
    error instanceof Error &&
    error.name === 'FirebaseError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}
