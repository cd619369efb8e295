/**
 * Resolves once the page has painted its first content (text or an image), or `fallbackMs` after
 * the first call where the browser does not report paints (or the tab is hidden and never paints).
 * For downloads a page's first paint does not need but would compete with for bandwidth on a slow
 * phone (issue 18): the signed-in dashboard greets the parent first, then fetches its code and Auth.
 */
let painted: Promise<void> | undefined;

export function afterFirstContentfulPaint(fallbackMs = 1500): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    // A task after the paint's own, so what follows does not delay the frame being presented.
    const done = () => window.setTimeout(resolve, 0);
    window.setTimeout(resolve, fallbackMs);
    try {
      if (performance.getEntriesByName('first-contentful-paint').length > 0) {
        done();
        return;
      }
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the fallback above decides.
    }
  });
  return painted;
}
