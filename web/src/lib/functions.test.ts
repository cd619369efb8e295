import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from './error-messages';
import { callFunction, CallableError } from './functions';
import { i18n } from './i18n';

vi.mock('./firebase', () => ({ firebaseApp: {} }));
// The SDK's answer to a call the server refused for its rate limit (functions/src/lib/rate-limit.ts).
const rateLimited = () =>
  Object.assign(new Error('Too many requests, please try again later'), {
    code: 'functions/resource-exhausted',
    details: { code: 'api/rate-limit' },
  });
// The SDK's answer when its request got no response at all (offline, or a crash without CORS).
const noResponse = () => Object.assign(new Error('internal'), { code: 'functions/internal' });
const sdk = vi.hoisted(() => ({ error: (): Error => new Error('unset') }));
vi.mock('firebase/functions', () => ({
  getFunctions: () => ({}),
  connectFunctionsEmulator: () => undefined,
  httpsCallable: () => () => Promise.reject(sdk.error()),
}));

afterEach(() => vi.unstubAllGlobals());

describe('callFunction', () => {
  it("shows a rate-limited call as the spec's 'Too many requests' message", async () => {
    sdk.error = rateLimited;
    const error: unknown = await callFunction('getSharedChild', { token: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CallableError);
    const { code } = error as CallableError;
    expect(code).toBe('api/rate-limit');
    expect(i18n._(errorMessage(code))).toBe('Too many requests, please try again later');
  });

  it('calls a failure without a response offline when the server cannot be reached, though the browser says online', async () => {
    sdk.error = noResponse;
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = (await callFunction('listShares', {}).catch(
      (e: unknown) => e,
    )) as CallableError;
    expect(offline.code).toBe('api/network-error');

    // The server answers (it crashed on this call): a server error, not a connection problem.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
    const crashed = (await callFunction('listShares', {}).catch(
      (e: unknown) => e,
    )) as CallableError;
    expect(crashed.code).not.toBe('api/network-error');
  });
});
