import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthStore } from '../../stores/auth-store';
import { useRouteLanguage } from '../../lib/use-route-language';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { signOutUser } from '../../features/auth/api/sign-out';
import { appPaths } from '../../config/paths';
import { LogoMark } from './shell-frame';

/** The spec's header: logo, user name, saved products, settings, admin link, theme, mobile menu. */
export function Header() {
  const lang = useRouteLanguage();
  const { status, user, isAdmin } = useAuthStore();
  const { t } = useLingui();
  const location = useLocation();
  // The mobile menu is open for one page: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const signedIn = status === 'signed-in';
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Link
        className="header__logo"
        to={signedIn ? appPaths.dashboard(lang) : appPaths.home(lang)}
        aria-label={signedIn ? t`Sprout, to the dashboard` : t`Sprout, home`}
      >
        <LogoMark />
      </Link>
      {signedIn ? (
        <span className="header__user" title={user.name}>
          {user.name}
        </span>
      ) : null}
      <div className="header__tools">
        <ThemeToggle />
        <button
          type="button"
          className="icon-button header__menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            />
          </svg>
          <span className="visually-hidden">
            <Trans>Menu</Trans>
          </span>
        </button>
      </div>
      <nav
        id={menuId}
        className={`header__nav${open ? ' header__nav--open' : ''}`}
        aria-label={t`Main`}
      >
        {signedIn ? (
          <>
            <NavLink className="header__link" to={appPaths.dashboard(lang)}>
              <Trans>Dashboard</Trans>
            </NavLink>
            <NavLink className="header__link" to={appPaths.savedProducts(lang)}>
              <Trans>Saved products</Trans>
            </NavLink>
            <NavLink className="header__link" to={appPaths.settings(lang)}>
              <Trans>Settings</Trans>
            </NavLink>
            {isAdmin ? (
              <Link className="header__link" to="/admin/dashboard">
                <Trans>Admin Dashboard</Trans>
              </Link>
            ) : null}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void signOutUser()}
            >
              <Trans>Sign out</Trans>
            </button>
          </>
        ) : status === 'signed-out' ? (
          <>
            <NavLink className="header__link" to={appPaths.signIn(lang)}>
              <Trans>Sign in</Trans>
            </NavLink>
            <Link className="button" to={appPaths.signUp(lang)}>
              <Trans>Sign up free</Trans>
            </Link>
          </>
        ) : null}
      </nav>
    </header>
  );
}
