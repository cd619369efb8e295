import { Trans } from '@lingui/react/macro';
import { usePendingWrite } from '../../stores/sync-store';
import { useOutboxStore } from '../../stores/outbox-store';
import { SyncIcon } from '../ui/icons';

/**
 * "Waiting to sync" beside an entry whose write the server has not acknowledged yet (recorded
 * offline; Firestore keeps it in its persistent queue and sends it when the connection returns).
 */
export function PendingMark({
  path,
  queued = false,
}: {
  path: string | null | undefined;
  /**
   * Also while the outbox holds a write of it (lib/outbox.ts): for a document no listener on the
   * page shows, such as the profile that Settings reads once.
   */
  queued?: boolean;
}) {
  const listened = usePendingWrite(path);
  const inOutbox = useOutboxStore((state) =>
    queued && path ? state.entries.some((e) => e.path === path && e.state === 'pending') : false,
  );
  if (!listened && !inOutbox) return null;
  return (
    <span className="pending-mark" data-testid="pending-mark">
      <SyncIcon /> <Trans>Waiting to sync</Trans>
    </span>
  );
}
