import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('resolves once the browser reports the first contentful paint', async () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.useFakeTimers();
    const { afterFirstContentfulPaint } = await import('./after-first-paint');
    let resolved = false;
    void afterFirstContentfulPaint(10_000).then(() => (resolved = true));
    report?.({ getEntriesByName: () => [] });
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(false);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('gives up waiting after the fallback where paints are not reported', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.useFakeTimers();
    const { afterFirstContentfulPaint } = await import('./after-first-paint');
    let resolved = false;
    void afterFirstContentfulPaint(1500).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
