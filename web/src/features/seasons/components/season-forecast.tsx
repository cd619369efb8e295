import { Trans } from '@lingui/react/macro';
import {
  clothingChangesBetween,
  formatMeasurement,
  formatMeasurementRange,
  languages,
  type MarketCode,
  type Prediction,
} from '@sprout/core';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { SizesCard } from '../../../components/child/sizes-card';
import { ForecastChances } from './forecast-chances';

/**
 * A season's forecast: clothing and shoe sizes, the heights behind them, and one statement of how
 * likely they fit, the chance the model computed (issue 28: no separate accuracy label, which
 * said "high accuracy" beside "about 6 in 10"). The spec's confidence bar shows that same chance,
 * and the statement is its text.
 */
export function PredictionCard({
  point,
  next,
  market,
  wearsShoes,
}: {
  point: Prediction;
  /** The next season's point: the size may be outgrown before it (a baby's, within weeks). */
  next?: Prediction | undefined;
  market: MarketCode;
  /** Whether the child walks by the season (core's wearsShoes): no shoe forecast before. */
  wearsShoes: boolean;
}) {
  // In the user's units and the page's number format (core's formatMeasurement).
  const system = useMeasurementSystem();
  const intl = languages[useRouteLanguage()].intl;
  const height = formatMeasurement('height', point.height.value, system, intl).text;
  const range = formatMeasurementRange(
    'height',
    point.height.low,
    point.height.high,
    system,
    intl,
  ).text;
  const foot = formatMeasurement('footLength', point.footLength.value, system, intl).text;
  return (
    <SizesCard
      className="card season-page__sizes"
      titleId="predicted-title"
      title={<Trans>Predicted sizes</Trans>}
      market={market}
      clothing={{
        eu: point.clothingSize,
        table: point.clothingTable,
        testId: 'season-clothing',
        // The chance sentence below names the likely heights; points stored before the chances
        // existed have no sentence, so the range stays here for them.
        detail:
          point.clothingChance === undefined ? (
            <Trans>
              Height about {height} (likely {range})
            </Trans>
          ) : (
            <Trans>Height about {height}</Trans>
          ),
      }}
      shoes={
        wearsShoes
          ? {
              eu: point.shoeSize,
              testId: 'season-shoes',
              detail: <Trans>Foot length about {foot}</Trans>,
            }
          : null
      }
    >
      {point.clothingChance !== undefined ? (
        <div
          className="confidence__bar"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(point.clothingChance * 100)}
          aria-labelledby="forecast-chance-clothing"
        >
          <span style={{ inlineSize: `${Math.round(point.clothingChance * 100)}%` }} />
        </div>
      ) : null}
      <ForecastChances
        point={point}
        market={market}
        wearsShoes={wearsShoes}
        changes={clothingChangesBetween(point, next)}
      />
    </SizesCard>
  );
}
