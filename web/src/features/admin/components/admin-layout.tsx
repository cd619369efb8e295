import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminPaths } from '../../../config/paths';
import { signOutAdmin } from '../api/admin-api';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import '../admin.css';

/**
 * Frame of the admin pages: the admin navigation (Email Settings, Sign Out) and the session clock:
 * when the 30 minutes are over the admin is signed out and sent to /admin/login.
 */
export function AdminLayout() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const expiresAt = useAdminSessionStore((s) => s.session?.expiresAt ?? null);
  const leave = async () => {
    await signOutAdmin();
    navigate(adminPaths.login, { replace: true });
  };
  useSessionExpiry(expiresAt, () => void leave());

  return (
    <div className="app admin">
      <header className="header">
        <Link className="header__logo" to={adminPaths.dashboard}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>
            <Trans>Sprout admin</Trans>
          </span>
        </Link>
        <nav className="admin__nav" aria-label={t`Admin`}>
          <NavLink className="header__link" to={adminPaths.emailSettings}>
            <Trans>Email Settings</Trans>
          </NavLink>
          <NavLink className="header__link" to={adminPaths.growthDebug}>
            <Trans>Growth Debugger</Trans>
          </NavLink>
          <NavLink className="header__link" to={adminPaths.twoFactor}>
            <Trans>Two-factor sign-in</Trans>
          </NavLink>
          <button type="button" className="button button--ghost" onClick={() => void leave()}>
            <Trans>Sign Out</Trans>
          </button>
        </nav>
      </header>
      <Outlet />
    </div>
  );
}

/** The way back from an admin tool page (spec: Email Settings has one). */
export function BackToDashboard() {
  return (
    <Link className="auth-card__link" to={adminPaths.dashboard}>
      <Trans>Back to dashboard</Trans>
    </Link>
  );
}
