import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../stores/auth-store';
import { adminPaths } from '../../../config/paths';
import { liveSession, useAdminSessionStore } from '../hooks/admin-session-store';

/**
 * Guards the admin pages: without a signed-in admin holding a live session, /admin/login. A parent
 * never gets here with a session (the server refuses to open one), so no admin page renders for them.
 */
export function RequireAdminSession() {
  const status = useAuthStore((s) => s.status);
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const stored = useAdminSessionStore((s) => s.session);
  const session = liveSession(stored);
  if (status === 'loading') return <Spinner />;
  if (status !== 'signed-in' || !isAdmin || !session) {
    // A session kept in the tab that ran out while the page was closed or asleep.
    const expired = stored !== null && session === null;
    return (
      <Navigate
        to={adminPaths.login}
        replace
        state={expired ? { sessionExpired: true } : undefined}
      />
    );
  }
  return <Outlet />;
}
