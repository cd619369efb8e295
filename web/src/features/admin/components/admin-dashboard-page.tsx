import { Trans } from '@lingui/react/macro';
import { AdminCatalogue } from '../catalogue/admin-catalogue';
import { useAdminSessionStore } from '../hooks/admin-session-store';

/** /admin/dashboard: the product catalogue (stat cards, filters, table, product form). */
export default function AdminDashboardPage() {
  // The guard lets no one here without a live session.
  const sessionId = useAdminSessionStore((s) => s.session?.sessionId ?? '');
  return (
    <main className="admin__page" id="main">
      <h1>
        <Trans>Admin Dashboard</Trans>
      </h1>
      <AdminCatalogue sessionId={sessionId} />
    </main>
  );
}
