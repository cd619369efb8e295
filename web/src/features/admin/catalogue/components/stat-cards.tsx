import { Trans } from '@lingui/react/macro';
import type { AdminProductStats } from '@sprout/core';
import { ErrorBox } from '../../../../components/ui/error-box';
import type { Load } from '../../../../lib/use-loader';

/**
 * The five stat cards (counted by the server with aggregation queries): "…" while counting, and
 * when the count failed, a dash in each card and the failure with Retry (never "…" for ever).
 */
export function StatCards({ stats }: { stats: Load<AdminProductStats> }) {
  const value = (pick: (s: AdminProductStats) => number) =>
    stats.state === 'ready' ? pick(stats.data) : stats.state === 'error' ? '–' : '…';
  return (
    <>
      {stats.state === 'error' ? (
        <ErrorBox code="api" onRetry={stats.retry} retryLabel={<Trans>Retry</Trans>}>
          <Trans>Failed to load the product counts</Trans>
        </ErrorBox>
      ) : null}
      <dl className="admin-stats" aria-busy={stats.state === 'loading'}>
        <div className="card admin-stats__card">
          <dt>
            <Trans>Total Products</Trans>
          </dt>
          <dd>{value((s) => s.total)}</dd>
        </div>
        <div className="card admin-stats__card">
          <dt>
            <Trans>Active Products</Trans>
          </dt>
          <dd>{value((s) => s.active)}</dd>
        </div>
        <div className="card admin-stats__card">
          <dt>
            <Trans>Global Products</Trans>
          </dt>
          <dd>{value((s) => s.global)}</dd>
        </div>
        <div className="card admin-stats__card">
          <dt>
            <Trans>Clothes Products</Trans>
          </dt>
          <dd>{value((s) => s.clothes)}</dd>
        </div>
        <div className="card admin-stats__card">
          <dt>
            <Trans>Shoes Products</Trans>
          </dt>
          <dd>{value((s) => s.shoes)}</dd>
        </div>
      </dl>
    </>
  );
}
