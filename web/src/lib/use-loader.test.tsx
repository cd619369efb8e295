import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useLoader, type Loader, type Watch } from './use-loader';

afterEach(cleanup);

/** A listener the test drives: each call is one subscription. */
function fakeWatch() {
  const subscriptions: {
    key: string;
    onData: (data: string[]) => void;
    onError: (error: unknown) => void;
    stop: ReturnType<typeof vi.fn>;
  }[] = [];
  const watch: Watch<string[]> = (key, onData, onError) => {
    const stop = vi.fn();
    subscriptions.push({ key, onData, onError, stop });
    return stop;
  };
  return { watch, subscriptions };
}

/** A request the test answers: each call is one pending promise. */
function fakeLoad() {
  const requests: {
    key: string;
    resolve: (data: string) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => requests.push({ key, resolve, reject }));
  return { load, requests };
}

function expectError<T>(loader: Loader<T>) {
  if (loader.state !== 'error') throw new Error(`expected an error, got ${loader.state}`);
  return loader;
}

function expectReady<T>(loader: Loader<T>) {
  if (loader.state !== 'ready') throw new Error(`expected ready, got ${loader.state}`);
  return loader;
}

describe('useLoader with a live source', () => {
  it('is loading until the listener delivers, then ready with each new answer', () => {
    const { watch, subscriptions } = fakeWatch();
    const { result } = renderHook(() => useLoader('uid-1', { watch }));
    expect(result.current.state).toBe('loading');
    expect(subscriptions[0]?.key).toBe('uid-1');
    act(() => subscriptions[0]?.onData([]));
    expect(expectReady(result.current).data).toEqual([]);
    act(() => subscriptions[0]?.onData(['noor']));
    expect(expectReady(result.current).data).toEqual(['noor']);
  });

  it('turns a failed listener into an error whose retry listens anew', () => {
    const { watch, subscriptions } = fakeWatch();
    const { result } = renderHook(() => useLoader('uid-1', { watch }));
    const timeout = new Error('timeout');
    act(() => subscriptions[0]?.onError(timeout));
    const failed = expectError(result.current);
    expect(failed.error).toBe(timeout);

    act(() => failed.retry());
    expect(result.current.state).toBe('loading');
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[0]?.stop).toHaveBeenCalled();
    act(() => subscriptions[1]?.onData(['noor']));
    expect(expectReady(result.current).data).toEqual(['noor']);
  });

  it('listens to the new key when it changes and ignores the old listener', () => {
    const { watch, subscriptions } = fakeWatch();
    const { result, rerender } = renderHook(({ key }) => useLoader(key, { watch }), {
      initialProps: { key: 'child-a' },
    });
    act(() => subscriptions[0]?.onData(['a']));
    rerender({ key: 'child-b' });
    expect(result.current.state).toBe('loading');
    expect(subscriptions[0]?.stop).toHaveBeenCalled();
    expect(subscriptions[1]?.key).toBe('child-b');
    act(() => subscriptions[0]?.onData(['late a']));
    expect(result.current.state).toBe('loading');

    // Back to the first key: its old answer does not come back, only the new listener's.
    rerender({ key: 'child-a' });
    expect(result.current.state).toBe('loading');
    act(() => subscriptions[2]?.onData(['a again']));
    expect(expectReady(result.current).data).toEqual(['a again']);
  });

  it('stops the listener on unmount', () => {
    const { watch, subscriptions } = fakeWatch();
    const { unmount } = renderHook(() => useLoader('uid-1', { watch }));
    unmount();
    expect(subscriptions[0]?.stop).toHaveBeenCalledTimes(1);
  });

  it('listens to nothing without a key, and starts once there is one', () => {
    const { watch, subscriptions } = fakeWatch();
    const { result, rerender } = renderHook(({ key }) => useLoader(key, { watch }), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.state).toBe('loading');
    expect(subscriptions).toHaveLength(0);
    rerender({ key: 'uid-1' });
    expect(subscriptions).toHaveLength(1);
    act(() => subscriptions[0]?.onData(['noor']));
    expect(result.current.state).toBe('ready');
    rerender({ key: null });
    expect(result.current.state).toBe('loading');
    expect(subscriptions[0]?.stop).toHaveBeenCalled();
  });
});

describe('useLoader with a one-off request', () => {
  it('is loading until the answer, then ready', async () => {
    const { load, requests } = fakeLoad();
    const { result } = renderHook(() => useLoader('uid-1', { load }));
    expect(result.current.state).toBe('loading');
    expect(requests.map((r) => r.key)).toEqual(['uid-1']);
    await act(async () => requests[0]?.resolve('profile'));
    expect(expectReady(result.current).data).toBe('profile');
  });

  it('keeps the error and asks again on retry', async () => {
    const { load, requests } = fakeLoad();
    const { result } = renderHook(() => useLoader('uid-1', { load }));
    await act(async () => requests[0]?.reject('unavailable'));
    const failed = expectError(result.current);
    expect(failed.error).toBe('unavailable');

    act(() => failed.retry());
    expect(result.current.state).toBe('loading');
    expect(requests).toHaveLength(2);
    await act(async () => requests[1]?.resolve('profile'));
    expect(expectReady(result.current).data).toBe('profile');
  });

  it('drops the answer of a key that is no longer asked for', async () => {
    const { load, requests } = fakeLoad();
    const { result, rerender } = renderHook(({ key }) => useLoader(key, { load }), {
      initialProps: { key: 'token-a' },
    });
    rerender({ key: 'token-b' });
    await act(async () => requests[0]?.resolve('a'));
    expect(result.current.state).toBe('loading');
    await act(async () => requests[1]?.resolve('b'));
    expect(expectReady(result.current).data).toBe('b');
    await act(async () => requests[0]?.reject('late failure'));
    expect(expectReady(result.current).data).toBe('b');
  });

  it('drops the answer of an attempt that a reload replaced', async () => {
    const { load, requests } = fakeLoad();
    const { result } = renderHook(() => useLoader('uid-1', { load }));
    act(() => result.current.reload());
    await act(async () => requests[0]?.resolve('first'));
    expect(result.current.state).toBe('loading');
    await act(async () => requests[1]?.resolve('second'));
    expect(expectReady(result.current).data).toBe('second');
  });
});

describe('useLoader setData', () => {
  it('changes the loaded data in place, and rolls back the same way', async () => {
    const { load, requests } = fakeLoad();
    const { result } = renderHook(() => useLoader('uid-1', { load }));
    await act(async () => requests[0]?.resolve('metric'));
    const before = expectReady(result.current).data;
    act(() => result.current.setData(() => 'imperial'));
    expect(expectReady(result.current).data).toBe('imperial');
    act(() => result.current.setData(() => before));
    expect(expectReady(result.current).data).toBe('metric');
    expect(requests).toHaveLength(1);
  });

  it("never lands on another key's data", async () => {
    const { load, requests } = fakeLoad();
    const { result, rerender } = renderHook(({ key }) => useLoader(key, { load }), {
      initialProps: { key: 'a' },
    });
    await act(async () => requests[0]?.resolve('a'));
    const setOld = result.current.setData;
    rerender({ key: 'b' });
    await act(async () => requests[1]?.resolve('b'));
    act(() => setOld((data) => `${data} edited`));
    expect(expectReady(result.current).data).toBe('b');
  });

  it('does nothing while loading', () => {
    const { load } = fakeLoad();
    const { result } = renderHook(() => useLoader('uid-1', { load }));
    act(() => result.current.setData(() => 'guess'));
    expect(result.current.state).toBe('loading');
  });
});
