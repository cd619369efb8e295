/**
 * Waits for the browser to have painted a page's own first frame: the one React draws for it (the
 * dashboard's greeting, app/layout/after-first-paint-page.tsx), not the logo row index.html paints
 * before the app has run (app/layout/shell-frame.tsx), which is the document's first contentful
 * paint. For downloads that frame does not need but would compete with for bandwidth on a slow
 * phone (issue 18): the signed-in dashboard greets the parent first, then fetches its code and
 * Auth. Once a frame has painted, every later wait (a later navigation) is nil.
 */
let framePainted: Promise<void> | undefined;
let markPainted: (() => void) | undefined;

function painted(): Promise<void> {
  framePainted ??= new Promise<void>((resolve) => {
    markPainted = resolve;
  });
  return framePainted;
}

/**
 * Called once a page's frame has been committed (from an effect): the wait ends after the next
 * paint. requestAnimationFrame runs just before the browser paints; a task queued from it runs
 * after, so what follows does not delay the frame being presented.
 */
export function frameDrawn(): void {
  painted();
  window.requestAnimationFrame(() => window.setTimeout(() => markPainted?.(), 0));
}

/**
 * Resolves once a frame has painted (frameDrawn), or `fallbackMs` after the call where none does:
 * a hidden tab never paints, and the frame may never come (an error, another page).
 */
export function afterFramePainted(fallbackMs = 1500): Promise<void> {
  return Promise.race([
    painted(),
    new Promise<void>((resolve) => window.setTimeout(resolve, fallbackMs)),
  ]);
}
