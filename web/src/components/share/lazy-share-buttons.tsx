import { lazy, Suspense } from 'react';
import type { ShareButtonsProps } from './share-buttons';

const ShareButtons = lazy(() =>
  import('./share-buttons').then((module) => ({ default: module.ShareButtons })),
);

/**
 * The share buttons, fetched after the page's own code: they sit below the fold (the landing's
 * last section, the footer), so the first paint does not wait for them (the landing's 100 KB
 * budget, issue 18). The placeholder keeps their row's height, so nothing moves when they arrive.
 */
export function LazyShareButtons(props: ShareButtonsProps) {
  return (
    <Suspense fallback={<div className="share-pending" aria-hidden="true" />}>
      <ShareButtons {...props} />
    </Suspense>
  );
}
