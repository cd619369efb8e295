import { Trans } from '@lingui/react/macro';
import { ErrorBox } from './error-box';

/** The page shown when the children cannot be read (dashboard and season page). */
export function ChildrenLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="page" id="main">
      <ChildrenLoadErrorBox onRetry={onRetry} />
    </main>
  );
}

/** The spec's message for a child's data that did not load, with Retry (listens anew). */
export function ChildrenLoadErrorBox({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorBox code="db/connection-error" onRetry={onRetry} retryLabel={<Trans>Retry</Trans>}>
      <Trans>Failed to load children data. Please try again.</Trans>
    </ErrorBox>
  );
}

/** The forecast's listener failed (dashboard and season page); the rest of the page stays usable. */
export function PredictionsLoadErrorBox({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorBox code="db/connection-error" onRetry={onRetry} retryLabel={<Trans>Retry</Trans>}>
      <Trans>Failed to fetch predictions</Trans>
    </ErrorBox>
  );
}
