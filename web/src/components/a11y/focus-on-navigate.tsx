import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to draw its heading (its code or data may still be loading). */
const headingWaitMs = 15_000;

/**
 * After a navigation inside the app, focus moves to the new page's main heading, so a keyboard or
 * screen reader user starts at the page they asked for instead of the document's start or the
 * link they left (issue 30). A page that puts focus into its own content (a form's first field)
 * keeps it, and so does a user who has started to act (a key or a click) before the heading came.
 * The heading gets tabindex -1: focusable by script, not in the Tab order.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page is where the browser starts anyway.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    let done = false;
    const observer = new MutationObserver(() => focusHeading());
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    const focusHeading = () => {
      if (done) return;
      const main = document.querySelector('main');
      if (main?.contains(document.activeElement) && document.activeElement !== main) {
        stop();
        return;
      }
      const heading = main?.querySelector('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      stop();
    };
    // A slow page (its code loading on a busy phone) draws its heading later: watch for it.
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(stop, headingWaitMs);
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    const frame = requestAnimationFrame(focusHeading);
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [pathname]);
  return null;
}
