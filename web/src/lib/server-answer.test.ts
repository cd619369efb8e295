import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listenConfirmed,
  serverAnswerTimeoutMs,
  ServerTimeoutError,
  withServerTimeout,
  type Listen,
  type SnapshotLike,
} from './server-answer';

type Snap = SnapshotLike & { docs: string[] };
const fromCache = (docs: string[]): Snap => ({ metadata: { fromCache: true }, docs });
const fromServer = (docs: string[]): Snap => ({ metadata: { fromCache: false }, docs });

/** A stand-in for onSnapshot: the test pushes snapshots and errors into it. */
function fakeListener() {
  const handlers: { next?: (s: Snap) => void; error?: (e: Error) => void } = {};
  const unsubscribe = vi.fn();
  const listen: Listen<Snap> = (next, error) => {
    handlers.next = next;
    handlers.error = error;
    return unsubscribe;
  };
  return {
    listen,
    unsubscribe,
    push: (s: Snap) => handlers.next?.(s),
    fail: (e: Error) => handlers.error?.(e),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('listenConfirmed', () => {
  it('passes nothing the server has not confirmed: an empty cache is not "no children"', () => {
    const source = fakeListener();
    const onSnapshot = vi.fn();
    const onError = vi.fn();
    listenConfirmed(source.listen, onSnapshot, onError);
    source.push(fromCache([]));
    expect(onSnapshot).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes the server-confirmed snapshot, and everything after it (cache included)', () => {
    const source = fakeListener();
    const onSnapshot = vi.fn();
    listenConfirmed(source.listen, onSnapshot, vi.fn());
    source.push(fromCache([]));
    source.push(fromServer(['noor']));
    source.push(fromCache(['noor']));
    expect(onSnapshot.mock.calls.map(([s]) => (s as Snap).docs)).toEqual([['noor'], ['noor']]);
    // Confirmed in time: the timeout no longer fires.
    vi.advanceTimersByTime(serverAnswerTimeoutMs * 2);
  });

  it('reports a failed listener and detaches', () => {
    const source = fakeListener();
    const onError = vi.fn();
    listenConfirmed(source.listen, vi.fn(), onError);
    const denied = new Error('permission-denied');
    source.fail(denied);
    expect(onError).toHaveBeenCalledWith(denied);
    expect(source.unsubscribe).toHaveBeenCalled();
    vi.advanceTimersByTime(serverAnswerTimeoutMs);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('fails with a timeout when the server has not answered in time, and stops listening', () => {
    const source = fakeListener();
    const onSnapshot = vi.fn();
    const onError = vi.fn();
    listenConfirmed(source.listen, onSnapshot, onError);
    source.push(fromCache([]));
    vi.advanceTimersByTime(serverAnswerTimeoutMs - 1);
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onError).toHaveBeenCalledWith(expect.any(ServerTimeoutError));
    expect(source.unsubscribe).toHaveBeenCalled();
    // A late answer changes nothing: a retry listens anew.
    source.push(fromServer(['noor']));
    expect(onSnapshot).not.toHaveBeenCalled();
  });

  it('stops its timer when the caller unsubscribes', () => {
    const source = fakeListener();
    const onError = vi.fn();
    const stop = listenConfirmed(source.listen, vi.fn(), onError);
    stop();
    expect(source.unsubscribe).toHaveBeenCalled();
    vi.advanceTimersByTime(serverAnswerTimeoutMs);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('listenConfirmed with a copy the server confirmed on this device (trustCache)', () => {
  it('passes the cached copy at once and keeps listening past the timeout (offline)', () => {
    const source = fakeListener();
    const onSnapshot = vi.fn();
    const onError = vi.fn();
    listenConfirmed(source.listen, onSnapshot, onError, { trustCache: true });
    source.push(fromCache(['noor']));
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(serverAnswerTimeoutMs * 3);
    expect(onError).not.toHaveBeenCalled();
    expect(source.unsubscribe).not.toHaveBeenCalled();
    // The connection returns: the server's answer follows on the same listener.
    source.push(fromServer(['noor', 'lior']));
    expect(onSnapshot.mock.calls.map(([s]) => (s as Snap).docs)).toEqual([
      ['noor'],
      ['noor', 'lior'],
    ]);
  });

  it('still fails after the timeout when not even the cache answered', () => {
    const source = fakeListener();
    const onError = vi.fn();
    listenConfirmed(source.listen, vi.fn(), onError, { trustCache: true });
    vi.advanceTimersByTime(serverAnswerTimeoutMs);
    expect(onError).toHaveBeenCalledWith(expect.any(ServerTimeoutError));
  });
});

describe('withServerTimeout', () => {
  it('turns a write that never settles (offline) into an error after the timeout', async () => {
    const never = new Promise<void>(() => undefined);
    const result = withServerTimeout(never);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(serverAnswerTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ServerTimeoutError);
  });

  it("passes an answer (or the server's refusal) through", async () => {
    await expect(withServerTimeout(Promise.resolve('id-1'))).resolves.toBe('id-1');
    await expect(withServerTimeout(Promise.reject(new Error('denied')))).rejects.toThrow('denied');
  });
});
