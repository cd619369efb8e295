import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthStore } from '../../stores/auth-store';
import { useRouteLanguage } from '../../lib/use-route-language';
import { signOutUser } from '../../features/auth/api/sign-in';

export function Header() {
  const lang = useRouteLanguage();
  const { status, user } = useAuthStore();
  const { t } = useLingui();
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Link
        className="header__logo"
        to={status === 'signed-in' ? `/${lang}/dashboard` : `/${lang}`}
      >
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>Sprout</span>
      </Link>
      <nav className="header__nav" aria-label={t`Account`}>
        {status === 'signed-in' ? (
          <>
            <span className="header__user" title={user.name}>
              {user.name}
            </span>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void signOutUser()}
            >
              <Trans>Sign out</Trans>
            </button>
          </>
        ) : status === 'signed-out' ? (
          <Link className="button button--ghost" to={`/${lang}/signin`}>
            <Trans>Sign in</Trans>
          </Link>
        ) : null}
      </nav>
    </header>
  );
}
