import { errorCodeFromFirebaseAuth, type ErrorCode } from '@sprout/core';

/**
 * A failed auth call, with its code in core's catalogue (spec section 8) for the forms. An error
 * the catalogue does not know keeps its own words in `detail` (spec 8: "anything else shows its
 * own message"): Firebase's code (`auth/user-disabled`) or the error's message.
 */
export class AuthError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'AuthError';
  }
}

/** Firebase Auth's error codes through core's one table (errorCodeFromFirebaseAuth). */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (isFirebaseError(error)) {
    const code = errorCodeFromFirebaseAuth(error.code);
    return new AuthError(code, code === 'default' ? error.code : undefined);
  }
  const own = error instanceof Error ? error.message.trim() : '';
  return new AuthError('default', own || undefined);
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
