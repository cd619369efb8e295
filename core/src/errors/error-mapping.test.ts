import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-catalogue';
import {
  callableStatusFor,
  errorCodeFromAuthMessage,
  errorCodeFromCallable,
  errorCodeFromFirebaseAuth,
} from './error-mapping';

describe('errorCodeFromAuthMessage', () => {
  it('maps the backend sentences of the spec', () => {
    expect(errorCodeFromAuthMessage('Invalid login credentials')).toBe('auth/invalid-credentials');
    expect(errorCodeFromAuthMessage('Email not confirmed')).toBe('auth/email-not-verified');
    expect(errorCodeFromAuthMessage('User already registered')).toBe('auth/email-in-use');
    expect(errorCodeFromAuthMessage('Password too short')).toBe('auth/weak-password');
    expect(errorCodeFromAuthMessage('Database error saving new user')).toBe(
      'auth/signup-unavailable',
    );
    expect(errorCodeFromAuthMessage('JWT expired')).toBe('auth/session-expired');
    expect(errorCodeFromAuthMessage('Invalid or expired reset token')).toBe(
      'auth/reset-link-expired',
    );
    expect(errorCodeFromAuthMessage('Auth session missing')).toBe('auth/reset-session-missing');
    expect(errorCodeFromAuthMessage('Something else')).toBe('default');
    expect(errorCodeFromAuthMessage('constructor')).toBe('default');
  });
});

describe('errorCodeFromFirebaseAuth', () => {
  it.each([
    ['auth/invalid-credential', 'auth/invalid-credentials'],
    ['auth/wrong-password', 'auth/invalid-credentials'],
    ['auth/user-not-found', 'auth/invalid-credentials'],
    ['auth/email-already-in-use', 'auth/email-in-use'],
    ['auth/weak-password', 'auth/weak-password'],
    ['auth/too-many-requests', 'api/rate-limit'],
    ['auth/network-request-failed', 'api/network-error'],
    ['auth/user-token-expired', 'auth/session-expired'],
    ['auth/requires-recent-login', 'auth/session-expired'],
    ['auth/expired-action-code', 'auth/reset-link-expired'],
    ['auth/invalid-action-code', 'auth/reset-link-expired'],
    ['auth/popup-closed-by-user', 'auth/cancelled'],
    ['auth/cancelled-popup-request', 'auth/cancelled'],
    ['auth/user-cancelled', 'auth/cancelled'],
    ['auth/internal-error', 'api/server-error'],
    ['auth/user-disabled', 'default'],
  ])('%s → %s', (firebase, code) => {
    expect(errorCodeFromFirebaseAuth(firebase)).toBe(code);
  });
});

describe('errorCodeFromCallable', () => {
  it.each([
    ['unauthenticated', 'auth/session-expired'],
    ['permission-denied', 'db/permission-error'],
    ['not-found', 'db/not-found'],
    ['already-exists', 'db/duplicate'],
    ['invalid-argument', 'validation/invalid-format'],
    ['deadline-exceeded', 'api/timeout'],
    ['resource-exhausted', 'api/rate-limit'],
    ['unavailable', 'api/network-error'],
    ['internal', 'api/server-error'],
    ['functions/internal', 'api/server-error'],
    ['cancelled', 'default'],
  ])('%s → %s', (status, code) => {
    expect(errorCodeFromCallable(status)).toBe(code);
  });

  it('prefers the precise code a function sends in its details', () => {
    expect(
      errorCodeFromCallable('functions/permission-denied', { code: 'auth/ip-not-allowed' }),
    ).toBe('auth/ip-not-allowed');
    expect(errorCodeFromCallable('permission-denied', { code: 'made/up' })).toBe(
      'db/permission-error',
    );
    expect(errorCodeFromCallable('not-found', 'details')).toBe('db/not-found');
  });

  it('round-trips every code a function throws through its status', () => {
    for (const code of errorCodes) {
      const status = callableStatusFor(code);
      expect(errorCodeFromCallable(status, { code })).toBe(code);
    }
    expect(errorCodeFromCallable(callableStatusFor('api/timeout'))).toBe('api/timeout');
  });
});
