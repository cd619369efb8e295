import { useLingui } from '@lingui/react/macro';
import { formatMeasurement, languages, type MeasurementSystem } from '@sprout/core';
import { formatDate } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';

/**
 * The share page's mini bar chart of the latest heights (at most 5, oldest first). Plain HTML
 * bars: a list that screen readers read as dates and heights, no chart library needed.
 */
export function HeightMiniChart({
  heights,
  system,
}: {
  heights: { measuredAt: string; height: number }[];
  system: MeasurementSystem;
}) {
  const { t } = useLingui();
  const lang = useRouteLanguage();
  const intl = languages[lang].intl;
  const shown = heights.map((h) => {
    const { value, number, unit } = formatMeasurement('height', h.height, system, intl);
    return { ...h, value, number, unit };
  });
  const max = Math.max(...shown.map((h) => h.value), 1);
  // Bars start at 60 % of the tallest so that growth between visits is visible.
  const floor = max * 0.6;
  return (
    <ol className="mini-chart" aria-label={t`Latest heights`}>
      {shown.map((h) => (
        <li key={h.measuredAt} className="mini-chart__item">
          {/* A breakable space: on a phone five columns are too narrow for "112,6 cm" on one line. */}
          <span className="mini-chart__value">{`${h.number} ${h.unit}`}</span>
          <span
            className="mini-chart__bar"
            aria-hidden="true"
            style={{ blockSize: `${Math.max(8, ((h.value - floor) / (max - floor || 1)) * 100)}%` }}
          />
          <span className="mini-chart__date">{formatDate(h.measuredAt, intl)}</span>
        </li>
      ))}
    </ol>
  );
}
