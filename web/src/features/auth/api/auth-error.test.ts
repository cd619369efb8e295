import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { AuthError, toAuthError } from './auth-error';

const firebase = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('toAuthError: core’s one Firebase Auth table', () => {
  it.each([
    ['auth/wrong-password', 'auth/invalid-credentials'],
    ['auth/email-already-in-use', 'auth/email-in-use'],
    ['auth/expired-action-code', 'auth/reset-link-expired'],
    ['auth/popup-closed-by-user', 'auth/cancelled'],
    ['auth/user-cancelled', 'auth/cancelled'],
    ['auth/network-request-failed', 'api/network-error'],
    // Codes the web's own table did not know (they read as the flow's failure before):
    ['auth/internal-error', 'api/server-error'],
    ['auth/requires-recent-login', 'auth/session-expired'],
    ['auth/user-disabled', 'default'],
  ])('%s → %s', (code, expected) => {
    expect(toAuthError(firebase(code)).code).toBe(expected);
  });

  it('keeps an AuthError and reads anything else as the default error, with its own words', () => {
    const coded = new AuthError('auth/email-not-verified');
    expect(toAuthError(coded)).toBe(coded);
    expect(toAuthError(new Error('boom'))).toMatchObject({
      name: 'AuthError',
      code: 'default',
      detail: 'boom',
    });
    expect(toAuthError('no error at all')).toMatchObject({ code: 'default', detail: undefined });
  });

  it('keeps the Firebase code of an error the catalogue does not know, and only then', () => {
    expect(toAuthError(firebase('auth/user-disabled')).detail).toBe('auth/user-disabled');
    expect(toAuthError(firebase('auth/wrong-password')).detail).toBeUndefined();
  });
});
