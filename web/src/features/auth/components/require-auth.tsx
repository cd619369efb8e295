import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useAuthStore } from '../../../stores/auth-store';

/** Guards signed-in routes: signed-out visitors go to sign-in, which sends them back afterwards. */
export function RequireAuth() {
  const status = useAuthStore((s) => s.status);
  const lang = useRouteLanguage();
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status === 'signed-out') {
    return (
      <Navigate
        to={`/${lang}/signin`}
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  }
  return <Outlet />;
}
