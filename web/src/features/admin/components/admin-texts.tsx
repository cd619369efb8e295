import { Outlet } from 'react-router-dom';
import type { RouteLanguage } from '@sprout/core';
import { Spinner } from '../../../components/ui/spinner';
import { useLoader } from '../../../lib/use-loader';
import { loadAdminCatalog } from '../hooks/admin-catalog';

/** Frame of every admin route: renders once the admin texts of the page's language are loaded. */
export function AdminTexts({ lang }: { lang: RouteLanguage }) {
  const catalog = useLoader(lang, { load: loadAdminCatalog });
  return catalog.state === 'ready' ? <Outlet /> : <Spinner />;
}
