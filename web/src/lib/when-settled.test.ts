import { afterEach, describe, expect, it, vi } from 'vitest';

/** A PerformanceObserver the test drives: `finish()` reports one more resource as fetched. */
function fakeResourceObserver() {
  const callbacks: (() => void)[] = [];
  class FakeObserver {
    constructor(callback: () => void) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {
      callbacks.splice(0);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { finish: () => callbacks.forEach((callback) => callback()) };
}

describe('whenNetworkQuiet', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('waits until the page has fetched nothing new for the quiet time', async () => {
    const resources = fakeResourceObserver();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { whenNetworkQuiet } = await import('./when-settled');
    let resolved = false;
    void whenNetworkQuiet({ quietMs: 2000, capMs: 15000 }).then(() => (resolved = true));
    // The dashboard's data and products keep arriving: each answer starts the quiet time again.
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(1500);
      resources.finish();
    }
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(resolved).toBe(false);
    // then, in the browser's next free moment, the work may start
    await vi.advanceTimersByTimeAsync(2);
    expect(resolved).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up waiting at the cap on a page that never goes quiet', async () => {
    const resources = fakeResourceObserver();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { whenNetworkQuiet } = await import('./when-settled');
    let resolved = false;
    void whenNetworkQuiet({ quietMs: 2000, capMs: 6000 }).then(() => (resolved = true));
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      resources.finish();
    }
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1002);
    expect(resolved).toBe(true);
  });

  it('starts counting only once the page has loaded', async () => {
    fakeResourceObserver();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { whenNetworkQuiet } = await import('./when-settled');
    let resolved = false;
    void whenNetworkQuiet({ quietMs: 2000, capMs: 15000 }).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(20000);
    expect(resolved).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(2002);
    expect(resolved).toBe(true);
  });
});
