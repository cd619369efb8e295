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
