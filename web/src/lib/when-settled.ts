/**
 * Resolves once the page has loaded and the browser is idle (at the latest `timeoutMs` after the
 * load): for work no first paint needs (issue 18). Safari has no requestIdleCallback: a second
 * after the load stands in for it.
 */
export function whenSettled(timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else window.setTimeout(resolve, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
