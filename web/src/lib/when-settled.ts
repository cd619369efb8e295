/**
 * Runs `work` the next time the browser is idle (at the latest `timeoutMs` later, when given).
 * Safari has no requestIdleCallback: `fallbackMs` later stands in for it.
 */
export function whenIdle(
  work: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs?: number; fallbackMs: number },
) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  else window.setTimeout(work, fallbackMs);
}

/**
 * Resolves once the page has loaded and the browser is idle (at the latest `timeoutMs` after the
 * load): for work no first paint needs (issue 18). Safari has no requestIdleCallback: a second
 * after the load stands in for it.
 */
export function whenSettled(timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => whenIdle(() => resolve(), { timeoutMs, fallbackMs: 1000 });
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Resolves once the page has loaded and then fetched nothing new for `quietMs` (no resource
 * finished: code, data, pictures), and the browser is idle; at the latest `capMs` after the load.
 * For work that competes with the page's first data for the network and the phone's cores: the
 * service worker's first installation (issue 34). The load event alone comes too early on a page
 * whose data arrives after its code (the dashboard's Firestore data and products).
 */
export function whenNetworkQuiet({ quietMs = 2000, capMs = 15000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let quietTimer = 0;
    let capTimer = 0;
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearTimeout(quietTimer);
      window.clearTimeout(capTimer);
      observer?.disconnect();
      whenIdle(() => resolve(), { timeoutMs: 1000, fallbackMs: 0 });
    };
    const restartQuiet = () => {
      window.clearTimeout(quietTimer);
      quietTimer = window.setTimeout(finish, quietMs);
    };
    const start = () => {
      if (typeof PerformanceObserver === 'function') {
        observer = new PerformanceObserver(restartQuiet);
        try {
          observer.observe({ type: 'resource' });
        } catch {
          observer = undefined;
        }
      }
      restartQuiet();
      capTimer = window.setTimeout(finish, capMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}
