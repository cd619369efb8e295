import { useLocation, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { languages, routeLanguages, type RouteLanguage } from '@sprout/core';
import { useRouteLanguage } from '../../lib/use-route-language';
import { storePreferredLanguage } from '../../lib/preferred-language';

export function Footer() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();

  // Switching language rewrites the first path segment and keeps the rest.
  const switchTo = (next: RouteLanguage) => {
    storePreferredLanguage(next);
    const rest = location.pathname.split('/').slice(2).join('/');
    navigate(`/${next}${rest ? `/${rest}` : ''}${location.search}`);
  };

  return (
    <footer className="footer">
      <label className="footer__language">
        <span>{t`Language`}</span>
        <select value={lang} onChange={(e) => switchTo(e.target.value as RouteLanguage)}>
          {routeLanguages.map((code) => (
            <option key={code} value={code}>
              {languages[code].nativeName}
            </option>
          ))}
        </select>
      </label>
      <p className="footer__note">
        <Trans>Sprout is free, funded by affiliate links on product recommendations.</Trans>
      </p>
    </footer>
  );
}
