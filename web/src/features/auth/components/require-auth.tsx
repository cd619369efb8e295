import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useAuthStore } from '../../../stores/auth-store';
import { readPendingSocialUser } from '../api/pending-social-user';
import { rememberedName } from '../../../lib/session-hint';
import { appPaths } from '../../../config/paths';

/**
 * Guards signed-in routes: signed-out visitors go to sign-in, which sends them back afterwards.
 * With `drawWhileRestoring`, a page whose data waits for the user anyway is drawn while Auth
 * restores a session this device remembers (its frame paints without the Auth SDK); should Auth
 * then say signed out, the visitor still goes to sign-in. No data is read before Auth answers.
 */
export function RequireAuth({ drawWhileRestoring = false }: { drawWhileRestoring?: boolean }) {
  const status = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => s.user?.uid);
  const lang = useRouteLanguage();
  const location = useLocation();
  if (status === 'loading')
    return drawWhileRestoring && rememberedName() !== null ? <Outlet /> : <Spinner />;
  if (status === 'signed-out') {
    return (
      <Navigate
        to={appPaths.signIn(lang)}
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  }
  // A Google account that has not accepted the terms yet goes there first.
  if (readPendingSocialUser()?.uid === uid)
    return <Navigate to={appPaths.termsAcceptance(lang)} replace />;
  return <Outlet />;
}
