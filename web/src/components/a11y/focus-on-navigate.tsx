import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to draw its heading (its code may still be loading). */
const headingWaitMs = 3000;

/**
 * After a navigation inside the app, focus moves to the new page's main heading, so a keyboard or
 * screen reader user starts at the page they asked for instead of the document's start or the
 * link they left (issue 30). A page that puts focus into its own content (a form's first field)
 * keeps it. The heading gets tabindex -1: focusable by script, not in the Tab order.
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
    const since = Date.now();
    let frame = 0;
    const focusHeading = () => {
      const main = document.querySelector('main');
      const heading = main?.querySelector('h1');
      if (main?.contains(document.activeElement) && document.activeElement !== main) return;
      if (!heading) {
        if (Date.now() - since < headingWaitMs) frame = requestAnimationFrame(focusHeading);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
