import { Trans } from '@lingui/react/macro';
import { fromMetric, languages, unitsOf, type MeasurementSystem } from '@sprout/core';
import { formatDate } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';

type Measured = { measuredAt: string; height: number; weight: number; footLength: number };

/** The latest height, weight and foot length in the user's units, and when they were measured. */
export function LatestMeasurements({
  latest,
  system,
}: {
  latest: Measured;
  system: MeasurementSystem;
}) {
  const lang = useRouteLanguage();
  const units = unitsOf[system];
  const shown = fromMetric(latest, system);
  return (
    <dl className="child-card__latest">
      <div>
        <dt>
          <Trans>Height</Trans>
        </dt>
        <dd>{`${shown.height} ${units.length}`}</dd>
      </div>
      <div>
        <dt>
          <Trans>Weight</Trans>
        </dt>
        <dd>{`${shown.weight} ${units.weight}`}</dd>
      </div>
      <div>
        <dt>
          <Trans>Foot length</Trans>
        </dt>
        <dd>{`${shown.footLength} ${units.length}`}</dd>
      </div>
      <div>
        <dt>
          <Trans>Measured</Trans>
        </dt>
        <dd>{formatDate(latest.measuredAt, languages[lang].intl)}</dd>
      </div>
    </dl>
  );
}
