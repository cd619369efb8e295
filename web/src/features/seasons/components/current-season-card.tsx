import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { formatYear, languages, type Season } from '@sprout/core';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { SeasonName } from './season-name';
import { useThisSeason } from '../hooks/use-this-season';
import { appPaths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';

/**
 * This season's card: its name and year, the way to its season page and to the saved products
 * (with their count), and the recommendations for the child (`children`).
 */
export function CurrentSeasonCard({
  childId,
  now,
  children,
}: {
  childId: string;
  /** The forecast's current point (step 0), if there is a forecast yet. */
  now?: { season: Season; year: number };
  children?: ReactNode;
}) {
  const lang = useRouteLanguage();
  const { season, year } = useThisSeason(now);
  const intl = languages[lang].intl;
  const saved = useSavedProductsStore((s) => s.items.length);
  const count = formatNumber(saved, intl, 0);
  return (
    <section className="card current-season" aria-labelledby="current-season-title">
      <div className="current-season__header">
        <h2 id="current-season-title">
          <Trans>This season</Trans>: <SeasonName season={season} /> {formatYear(year, intl)}
        </h2>
        <div className="current-season__links">
          <Link
            className="button button--secondary"
            to={appPaths.season(lang, season)}
            state={{ childId, year }}
          >
            <Trans>Open season page</Trans>
          </Link>
          <Link className="button button--secondary" to={appPaths.savedProducts(lang)}>
            <Trans>Saved products ({count})</Trans>
          </Link>
        </div>
      </div>
      {children}
    </section>
  );
}
