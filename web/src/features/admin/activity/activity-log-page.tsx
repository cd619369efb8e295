import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminAction, AdminActionKind, AdminAuditedValues } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { useLoader } from '../../../lib/use-loader';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { BackToDashboard } from '../components/admin-layout';
import { listActions } from './activity-api';
import './activity.css';

const actionLabels: Record<AdminActionKind, MessageDescriptor> = {
  create: msg`Added`,
  duplicate: msg`Duplicated`,
  update: msg`Edited`,
  toggle: msg`Status changed`,
  delete: msg`Deleted`,
  import: msg`Imported`,
};

/** Price and status before → after, where they changed (or were set, for a new product). */
function Change({
  before,
  after,
}: {
  before: AdminAuditedValues | null;
  after: AdminAuditedValues | null;
}) {
  const { t, i18n } = useLingui();
  const eur = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'EUR' });
  const status = (active: boolean) => (active ? t`Active` : t`Inactive`);
  const lines: string[] = [];
  if (before && after) {
    if (before.priceEur !== after.priceEur) {
      lines.push(t`Price: ${eur.format(before.priceEur)} → ${eur.format(after.priceEur)}`);
    }
    if (before.active !== after.active) {
      lines.push(t`Status: ${status(before.active)} → ${status(after.active)}`);
    }
  } else if (after) {
    lines.push(t`Price: ${eur.format(after.priceEur)}`, t`Status: ${status(after.active)}`);
  } else if (before) {
    lines.push(t`Price was ${eur.format(before.priceEur)}`);
  }
  return lines.length > 0 ? (
    <ul className="admin-activity__changes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : null;
}

function Entry({ entry }: { entry: AdminAction }) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="admin-activity__entry card">
      <p className="admin-activity__head">
        <strong>{i18n._(actionLabels[entry.action])}</strong>{' '}
        <span className="admin-activity__title">{entry.productTitle}</span>
      </p>
      <p className="muted">
        <Trans>
          by {entry.adminEmail ?? entry.adminId},{' '}
          <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
        </Trans>
      </p>
      <Change before={entry.before} after={entry.after} />
      {/* Which fields an edit changed (a new product has them all). */}
      {entry.before && entry.after && entry.fields.length > 0 ? (
        <p className="muted admin-activity__fields">
          <Trans>Fields: {entry.fields.join(', ')}</Trans>
        </p>
      ) : null}
    </li>
  );
}

/**
 * /admin/activity (issue 32): who changed what in the catalogue and when, newest first, with
 * price and status before and after. Entries are kept for a year.
 */
export default function ActivityLogPage() {
  const { t } = useLingui();
  const sessionId = useAdminSessionStore((s) => s.session?.sessionId ?? '');
  const log = useLoader(`actions:${sessionId}`, { load: () => listActions(sessionId, null) });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const loadMore = async () => {
    if (log.state !== 'ready' || !log.data.nextCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await listActions(sessionId, log.data.nextCursor);
      log.setData((page) => ({
        actions: [...page.actions, ...next.actions],
        nextCursor: next.nextCursor,
      }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <main className="admin__page" id="main">
      <BackToDashboard />
      <h1>
        <Trans>Activity log</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Every change to the catalogue: who made it and when. Entries are kept for a year.
        </Trans>
      </p>
      {log.state === 'loading' ? (
        <p className="muted" role="status">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {log.state === 'error' ? (
        <ErrorBox code="api/server-error" onRetry={log.retry} retryLabel={<Trans>Retry</Trans>}>
          {t`The activity log could not be loaded. Please try again.`}
        </ErrorBox>
      ) : null}
      {log.state === 'ready' ? (
        log.data.actions.length === 0 ? (
          <p className="empty-state">
            <Trans>No changes yet.</Trans>
          </p>
        ) : (
          <>
            <ol className="admin-activity">
              {log.data.actions.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ol>
            {moreFailed ? (
              <ErrorBox code="api/server-error">
                {t`The activity log could not be loaded. Please try again.`}
              </ErrorBox>
            ) : null}
            {log.data.nextCursor ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={loadingMore}
                onClick={() => void loadMore()}
              >
                {loadingMore ? t`Loading...` : t`Load More`}
              </button>
            ) : null}
          </>
        )
      ) : null}
    </main>
  );
}
