import { Suspense, type ReactNode } from 'react';
import { afterFramePainted, frameDrawn } from '../../lib/after-frame-paint';
import { useAfter } from '../../lib/use-after';

/** The wait of a frame just committed: until the browser has painted it. */
function paintedOnce() {
  frameDrawn();
  return afterFramePainted();
}

/**
 * Draws `frame` until the browser has painted it, then the lazy `children` (with the frame while
 * their code loads): the frame's paint does not share the phone's bandwidth with the page's code
 * (issue 18). Once a frame has painted (any later navigation) the wait is nil.
 */
export function AfterFirstPaint({ frame, children }: { frame: ReactNode; children: ReactNode }) {
  const painted = useAfter(paintedOnce);
  return painted ? <Suspense fallback={frame}>{children}</Suspense> : frame;
}
