import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerTimeoutError } from './server-answer';
import { isTransient, retryDelayMs, signUpRetryPolicy, withRetry } from './retry';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after 1 s and 2 s when the server cannot be reached, then succeeds', async () => {
    const work = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure('unavailable'))
      .mockRejectedValueOnce(failure('unavailable'))
      .mockResolvedValue('profile');
    const result = withRetry(work);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(work).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('profile');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 attempts with the last error', async () => {
    const work = vi.fn<() => Promise<never>>().mockRejectedValue(failure('unavailable'));
    const result = withRetry(work);
    const settled = expect(result).rejects.toMatchObject({ code: 'unavailable' });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('never repeats a refusal or a request that already waited the full timeout', async () => {
    for (const error of [failure('permission-denied'), new ServerTimeoutError(), new Error('x')]) {
      const work = vi.fn<() => Promise<never>>().mockRejectedValue(error);
      await expect(withRetry(work)).rejects.toBe(error);
      expect(work).toHaveBeenCalledTimes(1);
    }
  });

  it('gives sign-up 5 attempts', async () => {
    const work = vi.fn<() => Promise<never>>().mockRejectedValue(failure('api/network-error'));
    const settled = expect(withRetry(work, signUpRetryPolicy)).rejects.toBeTruthy();
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(work).toHaveBeenCalledTimes(5);
  });
});

describe('retry delays', () => {
  it('double from 1 s and stop growing at 5 s', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('count only connection failures as transient', () => {
    expect(isTransient(failure('unavailable'))).toBe(true);
    expect(isTransient(failure('functions/deadline-exceeded'))).toBe(true);
    expect(isTransient(failure('auth/network-request-failed'))).toBe(true);
    expect(isTransient(failure('permission-denied'))).toBe(false);
    expect(isTransient(failure('functions/invalid-argument'))).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});
