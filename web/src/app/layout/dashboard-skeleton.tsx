import { Trans } from '@lingui/react/macro';

type Props = {
  /** While the children themselves are unknown, the row of their tabs is outlined too. */
  tabs: boolean;
};

/**
 * The dashboard while the children, or the chosen child's measurements and forecast, arrive: the
 * outline of the tabs and the panel in still blocks where the content will be, so the page does
 * not jump when it comes. Still, not a turning spinner: it keeps a slow phone's compositor (and a
 * measuring browser's screenshots) idle while the page's own work runs (issue 34); it starts to
 * pulse only if the wait grows long.
 */
export function DashboardSkeleton({ tabs }: Props) {
  return (
    <div className="dashboard-skeleton" role="status">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {tabs ? (
        <div className="dashboard-skeleton__tabs" aria-hidden="true">
          <span className="dashboard-skeleton__block dashboard-skeleton__tab" />
          <span className="dashboard-skeleton__block dashboard-skeleton__tab" />
        </div>
      ) : null}
      <div className="card dashboard-skeleton__card" aria-hidden="true">
        <span className="dashboard-skeleton__block dashboard-skeleton__title" />
        <div className="dashboard-skeleton__sizes">
          <span className="dashboard-skeleton__block dashboard-skeleton__size" />
          <span className="dashboard-skeleton__block dashboard-skeleton__size" />
          <span className="dashboard-skeleton__block dashboard-skeleton__size" />
        </div>
      </div>
      <div className="card dashboard-skeleton__card" aria-hidden="true">
        <span className="dashboard-skeleton__block dashboard-skeleton__title" />
        <span className="dashboard-skeleton__block dashboard-skeleton__line" />
        <span className="dashboard-skeleton__block dashboard-skeleton__line dashboard-skeleton__line--short" />
      </div>
    </div>
  );
}
