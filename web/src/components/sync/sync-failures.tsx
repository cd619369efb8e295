import { Trans, useLingui } from '@lingui/react/macro';
import { formatMeasurement, languages, writeCaps } from '@sprout/core';
import { formatDate, formatNumber } from '../../lib/format';
import { useMeasurementSystem } from '../../lib/use-measurement-system';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useAuthStore } from '../../stores/auth-store';
import { useOutboxStore, type OutboxEntry } from '../../stores/outbox-store';

/**
 * Entries recorded offline that the server refused when they were sent (lib/outbox.ts): which
 * entry, why, and its values, so the parent can enter it again. They stay until dismissed.
 */
export function SyncFailures() {
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const failed = useOutboxStore((s) => s.entries).filter(
    (e) => e.uid === uid && e.state === 'failed',
  );
  const dismiss = useOutboxStore((s) => s.settle);
  const { t } = useLingui();
  if (failed.length === 0) return null;
  return (
    <section className="sync-failures" role="alert" aria-label={t`Changes that were not saved`}>
      <ul>
        {failed.map((entry) => (
          <li key={entry.path} data-testid="sync-failure">
            <p>
              <FailedEntry entry={entry} /> <Reason entry={entry} />
            </p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => dismiss(entry.path)}
            >
              <Trans>Dismiss</Trans>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FailedEntry({ entry }: { entry: OutboxEntry }) {
  const intl = languages[useRouteLanguage()].intl;
  const system = useMeasurementSystem();
  const name = entry.childName;
  if (entry.kind === 'child') return <Trans>Adding {name} was not saved.</Trans>;
  if (entry.kind === 'edit') return <Trans>The changes to {name} were not saved.</Trans>;
  if (entry.kind === 'walks') return <Trans>Whether {name} walks was not saved.</Trans>;
  if (entry.kind === 'settings') return <Trans>Your settings change was not saved.</Trans>;
  if (entry.kind === 'parents')
    return <Trans>The parents’ heights for {name} were not saved.</Trans>;
  const day = entry.measuredAt ? formatDate(entry.measuredAt, intl) : '';
  const values = entry.values
    ? (['height', 'weight', 'footLength'] as const)
        .map((q) => formatMeasurement(q, entry.values?.[q] ?? 0, system, intl).text)
        .join(', ')
    : '';
  if (entry.kind === 'measurement-delete')
    return (
      <Trans>
        Deleting {name}’s measurement of {day} was not saved.
      </Trans>
    );
  if (entry.kind === 'measurement-edit')
    return (
      <Trans>
        The correction of {name}’s measurement of {day} ({values}) was not saved.
      </Trans>
    );
  return (
    <Trans>
      {name}’s measurement of {day} ({values}) was not saved.
    </Trans>
  );
}

function Reason({ entry }: { entry: OutboxEntry }) {
  const intl = languages[useRouteLanguage()].intl;
  if (entry.reason === 'limit') {
    const max = formatNumber(entry.index ? writeCaps[entry.index.cap] : 0, intl, 0);
    return entry.kind === 'child' ? (
      <Trans>The account already holds the most children allowed ({max}).</Trans>
    ) : (
      <Trans>The child already has the most measurements allowed ({max}).</Trans>
    );
  }
  if (entry.reason === 'permission' && entry.kind !== 'settings')
    return <Trans>The server refused it: you may no longer change this child.</Trans>;
  return <Trans>The server refused it.</Trans>;
}
