import { Trans } from '@lingui/react/macro';
import {
  formatMeasurement,
  formatMeasurementRange,
  languages,
  type AccuracyBand,
  type MarketCode,
  type Prediction,
} from '@sprout/core';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { SizesCard } from '../../../components/ui/sizes-card';
import { ForecastChances } from './forecast-chances';

function AccuracyText({ band }: { band: AccuracyBand }) {
  switch (band) {
    case 'very-high':
      return <Trans>Very high accuracy (95-99%)</Trans>;
    case 'high':
      return <Trans>High accuracy (90-95%)</Trans>;
    case 'good':
      return <Trans>Good accuracy (80-90%)</Trans>;
    case 'moderate':
      return <Trans>Moderate accuracy (70-80%)</Trans>;
    case 'lower':
      return <Trans>Lower accuracy (60-70%)</Trans>;
  }
}

/** A season's forecast: clothing and shoe sizes, the heights behind them, and the accuracy. */
export function PredictionCard({ point, market }: { point: Prediction; market: MarketCode }) {
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
  const percent = Math.round(point.confidence * 100);
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
      shoes={{
        eu: point.shoeSize,
        testId: 'season-shoes',
        detail: <Trans>Foot length about {foot}</Trans>,
      }}
    >
      <div className="confidence">
        <div
          className="confidence__bar"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-labelledby="confidence-text"
        >
          <span style={{ inlineSize: `${percent}%` }} />
        </div>
        <p id="confidence-text">
          <AccuracyText band={point.accuracy} />
        </p>
        <ForecastChances point={point} market={market} />
      </div>
    </SizesCard>
  );
}
