import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import {
  clothingChangesBetween,
  formatMeasurement,
  formatSizeForMarket,
  formatYear,
  languages,
} from '@sprout/core';
import { readPreferredMarket } from '../../../lib/preferred-language';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';
import { useRouteLanguage } from '../../../lib/use-route-language';
import type { Prediction } from '@sprout/core';
import { SeasonName } from './season-name';
import { ForecastChances } from './forecast-chances';
import { appPaths } from '../../../config/paths';
import { SizeLabel } from '../../../components/child/size-label';

/** The current season ('now') and the next three, each with its forecast size and season page. */
export function SeasonTiles({
  childId,
  predictions,
}: {
  childId: string;
  predictions: Prediction[];
}) {
  const lang = useRouteLanguage();
  const market = readPreferredMarket(lang);
  const system = useMeasurementSystem();
  const tiles = predictions.slice(0, 4);
  if (tiles.length === 0) return null;
  // The next season's forecast in the words of its season page (issue 28: one statement).
  const next = predictions.find((point) => point.step === 1);
  const after = predictions.find((point) => point.step === 2);
  return (
    <section className="card seasons" aria-labelledby="seasons-title">
      <h2 id="seasons-title">
        <Trans>Coming seasons</Trans>
      </h2>
      <ul className="seasons__list">
        {tiles.map((point) => {
          const height = formatMeasurement(
            'height',
            point.height.value,
            system,
            languages[lang].intl,
          ).text;
          return (
            <li key={point.id}>
              <Link
                className="seasons__tile"
                to={appPaths.season(lang, point.season)}
                state={{ childId, year: point.year }}
              >
                <span className="seasons__name">
                  <SeasonName season={point.season} />{' '}
                  {formatYear(point.year, languages[lang].intl)}
                  {point.step === 0 ? (
                    <span className="seasons__now">
                      <Trans>now</Trans>
                    </span>
                  ) : null}
                </span>
                <span className="seasons__size">
                  <SizeLabel
                    text={formatSizeForMarket(market, point.clothingSize, 'clothing', {
                      table: point.clothingTable,
                      locale: languages[lang].intl,
                    })}
                  />
                </span>
                <span className="seasons__detail">
                  <Trans>about {height}</Trans>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {next ? (
        <ForecastChances
          point={next}
          market={market}
          changes={clothingChangesBetween(next, after)}
          only={['clothing', 'until']}
        />
      ) : null}
    </section>
  );
}
