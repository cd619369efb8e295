import { Trans } from '@lingui/react/macro';
import { formatMeasurement, languages, type MeasurementSystem } from '@sprout/core';
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
  const intl = languages[lang].intl;
  const shown = (quantity: 'height' | 'weight' | 'footLength') =>
    formatMeasurement(quantity, latest[quantity], system, intl).text;
  return (
    <dl className="child-card__latest">
      <div>
        <dt>
          <Trans>Height</Trans>
        </dt>
        <dd>{shown('height')}</dd>
      </div>
      <div>
        <dt>
          <Trans>Weight</Trans>
        </dt>
        <dd>{shown('weight')}</dd>
      </div>
      <div>
        <dt>
          <Trans>Foot length</Trans>
        </dt>
        <dd>{shown('footLength')}</dd>
      </div>
      <div>
        <dt>
          <Trans>Measured</Trans>
        </dt>
        <dd>{formatDate(latest.measuredAt, intl)}</dd>
      </div>
    </dl>
  );
}
