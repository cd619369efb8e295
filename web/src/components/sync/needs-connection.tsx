import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../stores/sync-store';

/**
 * For what only the server can answer (callable functions: share links, the settings lists,
 * recommendations): offline there is no cached copy to show, so the screen says so plainly, and
 * offers Retry once the connection is back.
 */
export function NeedsConnection({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  return (
    <div className="needs-connection" role="status">
      <p>
        {online ? (
          <Trans>You are back online.</Trans>
        ) : (
          <Trans>This needs an internet connection. Connect, then try again.</Trans>
        )}
      </p>
      {online ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
      ) : null}
    </div>
  );
}
