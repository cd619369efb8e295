import { Trans } from '@lingui/react/macro';
import { rememberedName } from '../../lib/session-hint';
import { useAuthStore } from '../../stores/auth-store';
import { DashboardSkeleton } from './dashboard-skeleton';

/**
 * The dashboard as it first looks (greeting, then the children loading), drawn by the shell while
 * the page's own code and texts download: its texts are the shell catalog's, so the greeting
 * paints as early as the landing page does (issue 18). The page then draws the same frame.
 */
export function DashboardFrame() {
  // The signed-in parent's name, or before Auth has answered the one this device remembers.
  const name = useAuthStore((s) => s.user?.name) ?? rememberedName() ?? '';
  return (
    <main className="page dashboard" id="main">
      {/* The dashboard's largest text: the page's LCP. */}
      <h1>
        <Trans>Welcome, {name}</Trans>
      </h1>
      <DashboardSkeleton tabs />
    </main>
  );
}
