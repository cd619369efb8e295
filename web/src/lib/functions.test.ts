import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from './error-messages';
import { readCallTimeoutMs } from './call-timeouts';
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
const sdk = vi.hoisted(() => ({
  error: (): Error => new Error('unset'),
  calls: 0,
  answerAfter: Infinity,
  timeouts: [] as (number | undefined)[],
}));
vi.mock('firebase/functions', () => ({
  getFunctions: () => ({}),
  connectFunctionsEmulator: () => undefined,
  httpsCallable: (_functions: unknown, _name: string, options?: { timeout?: number }) => () => {
    sdk.timeouts.push(options?.timeout);
    sdk.calls += 1;
    return sdk.calls > sdk.answerAfter
      ? Promise.resolve({ data: 'answer' })
      : Promise.reject(sdk.error());
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sdk.calls = 0;
  sdk.answerAfter = Infinity;
  sdk.timeouts = [];
});

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

  it('tries a read again while the server cannot be reached (1 s, then 2 s), but never a refusal', async () => {
    vi.useFakeTimers();
    sdk.error = noResponse;
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    sdk.answerAfter = 2;
    const answer = callFunction('listShares', {}, { retry: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(sdk.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sdk.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await answer).toBe('answer');
    expect(sdk.calls).toBe(3);

    // A refusal (here the rate limit) is final; without `retry` nothing is tried again either.
    sdk.calls = 0;
    sdk.answerAfter = Infinity;
    sdk.error = rateLimited;
    await expect(callFunction('listShares', {}, { retry: true })).rejects.toMatchObject({
      code: 'api/rate-limit',
    });
    sdk.error = noResponse;
    await expect(callFunction('listShares', {})).rejects.toMatchObject({
      code: 'api/network-error',
    });
    expect(sdk.calls).toBe(2);
  });

  it("gives a read 15 s before it says 'Request timed out' (a write keeps the SDK's own wait)", async () => {
    sdk.error = () =>
      Object.assign(new Error('deadline-exceeded'), { code: 'functions/deadline-exceeded' });
    const read = (await callFunction('getRecommendations', {}, { retry: true }).catch(
      (e: unknown) => e,
    )) as CallableError;
    expect(read.code).toBe('api/timeout');
    expect(i18n._(errorMessage(read.code))).toBe('Request timed out');
    // Our own timeout is final: the user has waited for it once already.
    expect(sdk.timeouts).toEqual([readCallTimeoutMs]);
    expect(readCallTimeoutMs).toBe(15_000);
    await callFunction('createShare', {}).catch(() => undefined);
    expect(sdk.timeouts).toEqual([readCallTimeoutMs, undefined]);
  });

  it('names the field the server refused, from its validation details', async () => {
    sdk.error = () =>
      Object.assign(new Error('Invalid request'), {
        code: 'functions/invalid-argument',
        details: { code: 'validation/invalid-format', fields: ['expiresInDays'] },
      });
    const refused = (await callFunction('createShare', {}).catch(
      (e: unknown) => e,
    )) as CallableError;
    expect(refused).toMatchObject({ code: 'validation/invalid-format', field: 'expiresInDays' });
  });
});
