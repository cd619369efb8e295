import { Link, NavLink, Outlet } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorBox } from '../../../components/ui/error-box';
import { adminPaths } from '../../../config/paths';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { useAdminSignOut } from '../hooks/use-admin-sign-out';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import '../admin.css';

/**
 * Frame of the admin pages: the admin navigation (Email Settings, Sign Out) and the session clock:
 * when the 30 minutes are over the admin is signed out and sent to /admin/login. Either way the
 * login shows only once Firebase has signed out (useAdminSignOut); meanwhile the button says
 * "Signing out…".
 */
export function AdminLayout() {
  const { t } = useLingui();
  const expiresAt = useAdminSessionStore((s) => s.session?.expiresAt ?? null);
  const { state, signOut } = useAdminSignOut();
  useSessionExpiry(expiresAt, () => void signOut('expired'));
  const signingOut = state === 'signing-out';

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
          <NavLink className="header__link" to={adminPaths.activity}>
            <Trans>Activity log</Trans>
          </NavLink>
          <NavLink className="header__link" to={adminPaths.twoFactor}>
            <Trans>Two-factor sign-in</Trans>
          </NavLink>
          <button
            type="button"
            className="button button--ghost"
            disabled={signingOut}
            onClick={() => void signOut()}
          >
            {signingOut ? <Trans>Signing out…</Trans> : <Trans>Sign Out</Trans>}
          </button>
        </nav>
      </header>
      {state === 'failed' ? (
        <div className="admin__page">
          <ErrorBox code="auth">
            <Trans>Could not sign out. Please try again.</Trans>
          </ErrorBox>
        </div>
      ) : null}
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
