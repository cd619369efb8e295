import { Trans } from '@lingui/react/macro';
import { useAuthStore } from '../../../stores/auth-store';

export default function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  return (
    <main className="page" id="main">
      <h1>
        <Trans>Welcome, {name}</Trans>
      </h1>
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">
          <Trans>Your account</Trans>
        </h2>
        <p>
          <Trans>Signed in as {email}</Trans>
        </p>
      </section>
    </main>
  );
}
