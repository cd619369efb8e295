import { Trans } from '@lingui/react/macro';

/**
 * /admin/dashboard. The product catalogue (stat cards, filters, table, product form) is built on
 * its own branch (features/admin/catalogue) and rendered here once merged; until then the page is
 * the admin navigation and this heading.
 */
export default function AdminDashboardPage() {
  return (
    <main className="admin__page" id="main">
      <h1>
        <Trans>Admin Dashboard</Trans>
      </h1>
    </main>
  );
}
