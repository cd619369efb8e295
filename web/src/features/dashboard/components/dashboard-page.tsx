import { Trans } from '@lingui/react/macro';
import { useAuthStore } from '../../../stores/auth-store';

export default function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const name = user?.name ?? '';
  return (
    <main className="page" id="main">
      <h1>
        <Trans>Welcome, {name}</Trans>
      </h1>
      <section className="card empty-state" aria-labelledby="no-children">
        <h2 id="no-children">
          <Trans>No children yet</Trans>
        </h2>
        <p>
          <Trans>
            Add your child’s height, weight and foot length to see their sizes today and for the
            coming seasons.
          </Trans>
        </p>
      </section>
    </main>
  );
}
