import { Trans } from '@lingui/react/macro';
import { usePendingWrite } from '../../stores/sync-store';

/**
 * "Waiting to sync" beside an entry whose write the server has not acknowledged yet (recorded
 * offline; Firestore keeps it in its persistent queue and sends it when the connection returns).
 */
export function PendingMark({ path }: { path: string | null | undefined }) {
  const pending = usePendingWrite(path);
  if (!pending) return null;
  return (
    <span className="pending-mark" data-testid="pending-mark">
      <span aria-hidden="true">⟳ </span>
      <Trans>Waiting to sync</Trans>
    </span>
  );
}
