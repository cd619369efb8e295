import { describe, expect, it, vi } from 'vitest';
import { errorMessage } from './error-messages';
import { callFunction, CallableError } from './functions';
import { i18n } from './i18n';

vi.mock('./firebase', () => ({ firebaseApp: {} }));
// The SDK's answer to a call the server refused for its rate limit (functions/src/lib/rate-limit.ts).
vi.mock('firebase/functions', () => ({
  getFunctions: () => ({}),
  connectFunctionsEmulator: () => undefined,
  httpsCallable: () => () =>
    Promise.reject(
      Object.assign(new Error('Too many requests, please try again later'), {
        code: 'functions/resource-exhausted',
        details: { code: 'api/rate-limit' },
      }),
    ),
}));

describe('callFunction', () => {
  it("shows a rate-limited call as the spec's 'Too many requests' message", async () => {
    const error: unknown = await callFunction('getSharedChild', { token: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CallableError);
    const { code } = error as CallableError;
    expect(code).toBe('api/rate-limit');
    expect(i18n._(errorMessage(code))).toBe('Too many requests, please try again later');
  });
});
