import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { currentSeason, markets } from '@sprout/core';
import { readPreferredMarket } from '../../../lib/preferred-language';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useSavedProductsStore } from '../../../stores/saved-products-store';
import { SeasonName } from './season-name';

/**
 * This season in the user's hemisphere: its name and year, the way to its season page and to the
 * saved products (with their count), and the recommendations for the child (`children`).
 */
export function CurrentSeasonCard({
  childId,
  children,
}: {
  childId: string;
  children?: ReactNode;
}) {
  const lang = useRouteLanguage();
  const hemisphere = markets[readPreferredMarket(lang)].hemisphere;
  const { season, year } = currentSeason(new Date().toISOString().slice(0, 10), hemisphere);
  const count = useSavedProductsStore((s) => s.items.length);
  return (
    <section className="card current-season" aria-labelledby="current-season-title">
      <div className="current-season__header">
        <h2 id="current-season-title">
          <Trans>This season</Trans>: <SeasonName season={season} /> {year}
        </h2>
        <div className="current-season__links">
          <Link
            className="button button--secondary"
            to={`/${lang}/season/${season}`}
            state={{ childId, year }}
          >
            <Trans>Open season page</Trans>
          </Link>
          <Link className="button button--secondary" to={`/${lang}/saved-products`}>
            <Trans>Saved products ({count})</Trans>
          </Link>
        </div>
      </div>
      {children}
    </section>
  );
}
