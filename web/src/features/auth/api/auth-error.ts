import { FirebaseError } from 'firebase/app';
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
  return new AuthError(
    error instanceof FirebaseError ? errorCodeFromFirebaseAuth(error.code) : 'default',
  );
}
