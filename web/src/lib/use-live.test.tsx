import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLive } from './use-live';

/** A watch the test drives: each call is one subscription. */
function fakeWatch() {
  const subscriptions: {
    onData: (data: string[]) => void;
    onError: (error: Error) => void;
    stop: ReturnType<typeof vi.fn>;
  }[] = [];
  const watch = (onData: (data: string[]) => void, onError: (error: Error) => void) => {
    const stop = vi.fn();
    subscriptions.push({ onData, onError, stop });
    return stop;
  };
  return { watch, subscriptions };
}

describe('useLive', () => {
  it('is loading until the listener delivers, then ready', () => {
    const { watch, subscriptions } = fakeWatch();
    const { result } = renderHook(() => useLive('uid-1', watch));
    expect(result.current.state).toBe('loading');
    act(() => subscriptions[0]?.onData([]));
    expect(result.current).toEqual({ state: 'ready', data: [] });
  });

  it('turns a failed listener into an error whose retry listens anew', () => {
    const { watch, subscriptions } = fakeWatch();
    const { result } = renderHook(() => useLive('uid-1', watch));
    act(() => subscriptions[0]?.onError(new Error('timeout')));
    const failed = result.current;
    if (failed.state !== 'error') throw new Error(`expected an error, got ${failed.state}`);

    act(() => failed.retry());
    expect(result.current.state).toBe('loading');
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[0]?.stop).toHaveBeenCalled();
    act(() => subscriptions[1]?.onData(['noor']));
    expect(result.current).toEqual({ state: 'ready', data: ['noor'] });
  });

  it('listens to nothing without a key', () => {
    const { watch, subscriptions } = fakeWatch();
    const { result } = renderHook(() => useLive(null, watch));
    expect(result.current.state).toBe('loading');
    expect(subscriptions).toHaveLength(0);
  });
});
