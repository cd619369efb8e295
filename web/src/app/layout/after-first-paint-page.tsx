import { Suspense, type ReactNode } from 'react';
import { afterFirstContentfulPaint } from '../../lib/after-first-paint';
import { useAfter } from '../../lib/use-after';

/**
 * Draws `frame` until the page has painted its first content, then the lazy `children` (with the
 * frame while their code loads): the frame's paint does not share the phone's bandwidth with the
 * page's code (issue 18). Once anything has painted (any later navigation) the wait is nil.
 */
export function AfterFirstPaint({ frame, children }: { frame: ReactNode; children: ReactNode }) {
  const painted = useAfter(afterFirstContentfulPaint);
  return painted ? <Suspense fallback={frame}>{children}</Suspense> : frame;
}
