import { Trans } from '@lingui/react/macro';
import { ErrorBox } from '../../../components/ui/error-box';

/** The page shown when the children cannot be read (dashboard and season page). */
export function ChildrenLoadError() {
  return (
    <main className="page" id="main">
      <ErrorBox code="db/query-error">
        <Trans>Failed to load children data. Please try again.</Trans>
      </ErrorBox>
    </main>
  );
}
