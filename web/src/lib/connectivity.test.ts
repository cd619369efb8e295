import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncStore } from '../stores/sync-store';
import {
  checkConnectionAtStart,
  reachabilityProbeUrl,
  reachabilityRetryMs,
  reaches,
  reportUnreachable,
  startupCheck,
} from './connectivity';

describe('connectivity', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    useSyncStore.getState().setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks the app's own origin for a file it has, not an address that answers 404", () => {
    expect(reachabilityProbeUrl('https://sprout.example')).toBe(
      'https://sprout.example/favicon.svg',
    );
    expect(reachabilityProbeUrl()).toBe(`${window.location.origin}/favicon.svg`);
  });

  it('counts any answer as reachable, and a failed request as not', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(await reaches('http://127.0.0.1:5001/')).toBe(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await reaches('http://127.0.0.1:5001/')).toBe(false);
  });

  it('shows the app offline while the browser still says online, until the server answers again', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    reportUnreachable('http://127.0.0.1:5001/');
    expect(useSyncStore.getState().online).toBe(false);
    await vi.advanceTimersByTimeAsync(reachabilityRetryMs * 2);
    expect(useSyncStore.getState().online).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockResolvedValue(new Response(null, { status: 404 }));
    await vi.advanceTimersByTimeAsync(reachabilityRetryMs);
    expect(useSyncStore.getState().online).toBe(true);
    // Back online: no more tries.
    await vi.advanceTimersByTimeAsync(reachabilityRetryMs * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('counts a snapshot from the server as online, and stops trying', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    reportUnreachable('http://127.0.0.1:5001/');
    useSyncStore.getState().report(1, { fromCache: true, pendingPaths: [] });
    expect(useSyncStore.getState().online).toBe(false);
    useSyncStore.getState().report(1, { fromCache: false, pendingPaths: [] });
    expect(useSyncStore.getState().online).toBe(true);
    await vi.advanceTimersByTimeAsync(reachabilityRetryMs * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    useSyncStore.getState().drop(1);
  });

  it('checks the connection at start 3 times, 1 s apart, before showing the app offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const check = checkConnectionAtStart('http://127.0.0.1:5001/');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSyncStore.getState().online).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await check).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useSyncStore.getState().online).toBe(false);
    expect(startupCheck).toEqual({ attempts: 3, delayMs: 1000 });
  });

  it('stays online when a later try answers', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(null, { status: 404 }));
    const check = checkConnectionAtStart('http://127.0.0.1:5001/');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await check).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSyncStore.getState().online).toBe(true);
  });
});
