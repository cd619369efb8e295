import { Trans } from '@lingui/react/macro';
import {
  formatMeasurement,
  languages,
  outOfHundred,
  paths,
  type Measurement,
  type MeasurementSystem,
} from '@sprout/core';
import { Spinner } from '../../../components/ui/spinner';
import { ChildrenLoadErrorBox } from '../../../components/ui/load-errors';
import { PendingMark } from '../../../components/sync/pending-mark';
import { formatDate, formatNumber } from '../../../lib/format';
import type { Load } from '../../../lib/use-loader';
import { useRouteLanguage } from '../../../lib/use-route-language';

type Measured = {
  measuredAt: string;
  height: number;
  weight: number;
  footLength: number;
  /** Where the server placed it against the WHO references (absent until it has). */
  percentiles?: Measurement['percentiles'];
};

/**
 * Where the child stands, in words rather than "62nd percentile": how many of 100 children of the
 * same age and sex are smaller (issue 28).
 */
function Standing({ percentiles }: { percentiles: NonNullable<Measured['percentiles']> }) {
  const intl = languages[useRouteLanguage()].intl;
  // In the page's digits (Arabic-Indic on an Arabic page), as every number.
  const count = (standing: { percentile: number } | null) =>
    standing ? formatNumber(outOfHundred(standing.percentile), intl, 0) : null;
  const height = count(percentiles.height);
  const weight = count(percentiles.weight);
  if (height === null && weight === null) return null;
  return (
    <ul className="child-card__standing" data-testid="standing">
      {height !== null ? (
        <li>
          <Trans>Taller than {height} of 100 children of the same age.</Trans>
        </li>
      ) : null}
      {weight !== null ? (
        <li>
          <Trans>Heavier than {weight} of 100 children of the same age.</Trans>
        </li>
      ) : null}
    </ul>
  );
}

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
    <>
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
      {latest.percentiles ? <Standing percentiles={latest.percentiles} /> : null}
    </>
  );
}

/**
 * The child card's measurements: a spinner until the server has answered (never "No measurements
 * yet" from a cache), the load error with retry, the latest values, or the invitation to measure.
 */
export function LatestMeasurementsPanel({
  childId,
  latest,
  system,
}: {
  childId: string;
  /**
   * The newest measurement (undefined: none), as far as the server has confirmed it, or the
   * device's copy of a confirmed list (with entries recorded offline, marked as waiting).
   */
  latest: Load<Measurement | undefined>;
  system: MeasurementSystem;
}) {
  if (latest.state === 'loading') return <Spinner />;
  if (latest.state === 'error') return <ChildrenLoadErrorBox onRetry={latest.retry} />;
  if (latest.data)
    return (
      <>
        <LatestMeasurements latest={latest.data} system={system} />
        <PendingMark path={paths.measurement(childId, latest.data.id)} />
      </>
    );
  return (
    <p className="child-card__empty">
      <Trans>No measurements yet. Add the first one to see sizes and forecasts.</Trans>
    </p>
  );
}
