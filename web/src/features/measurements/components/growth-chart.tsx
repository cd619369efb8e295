import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
import {
  displayUnit,
  formatAxisTick,
  formatDisplayNumber,
  formatInUnit,
  growthCurves,
  languages,
  newestPerDay,
  outOfHundred,
  spokenAge,
  unitsOf,
  unitSymbol,
  type Indicator,
  type MeasurementSystem,
} from '@sprout/core';
import { LazyLineChart } from '../../../components/charts/lazy-line-chart';
import { ChildAge } from '../../../components/child/child-age';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatNumber } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useThemeStore } from '../../../stores/theme-store';
import type { Child, Measurement } from '@sprout/core';
import { ChevronIcon } from '../../../components/ui/icons';

const indicators: readonly Indicator[] = ['height', 'weight', 'footLength'];
/** The open/closed choice is remembered on the device. */
const openKey = 'growth-chart-open';

function readOpen(): boolean {
  try {
    return localStorage.getItem(openKey) === 'true';
  } catch {
    return false;
  }
}

function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * The child's height, weight or foot length over age against the WHO 3rd, 50th and 97th
 * percentiles, in the user's units. Collapsible; the chart library loads on first opening. A table
 * of the same measurements is the accessible alternative.
 */
export function GrowthChart({
  child,
  measurements,
  system,
}: {
  child: Child;
  measurements: Measurement[];
  system: MeasurementSystem;
}) {
  const [open, setOpen] = useState(readOpen);
  const [indicator, setIndicator] = useState<Indicator>('height');

  const toggle = () => {
    const next = !open;
    setOpen(next);
    try {
      localStorage.setItem(openKey, String(next));
    } catch {
      // Not remembered without storage; the chart still opens.
    }
  };

  return (
    <section className="card growth" aria-labelledby="growth-title">
      <h2 id="growth-title" className="growth__title">
        <button
          type="button"
          className="growth__toggle"
          aria-expanded={open}
          aria-controls="growth-panel"
          onClick={toggle}
        >
          <Trans>Growth chart</Trans>
          <ChevronIcon open={open} />
        </button>
      </h2>
      {open ? (
        <GrowthChartPanel
          child={child}
          measurements={measurements}
          system={system}
          indicator={indicator}
          onIndicator={setIndicator}
        />
      ) : null}
    </section>
  );
}

/**
 * The open chart: its curves, the chart's options (colours read from the page's CSS) and the table
 * are worked out only while it is open, not on every render of a dashboard where it is folded
 * (reading the colours forced the browser to compute the page's styles: issue 34).
 */
function GrowthChartPanel({
  child,
  measurements,
  system,
  indicator,
  onIndicator,
}: {
  child: Child;
  measurements: Measurement[];
  system: MeasurementSystem;
  indicator: Indicator;
  onIndicator: (indicator: Indicator) => void;
}) {
  const { t } = useLingui();
  const lang = useRouteLanguage();
  const intl = languages[lang].intl;
  const theme = useThemeStore((s) => s.theme);
  const units = {
    length: unitSymbol(unitsOf[system].length, intl),
    weight: unitSymbol(unitsOf[system].weight, intl),
  };
  const unit = displayUnit(indicator, system);
  const labels: Record<Indicator, string> = {
    height: t`Height (${units.length})`,
    weight: t`Weight (${units.weight})`,
    footLength: t`Foot length (${units.length})`,
  };
  const names: Record<Indicator, string> = {
    height: t`Height`,
    weight: t`Weight`,
    footLength: t`Foot length`,
  };

  const curves = growthCurves(indicator, child.gender, child.birthDate, measurements, system);
  // A baby's chart counts months (parents say "7 months", not "0.58"); from 2 years, years.
  const inMonths = curves.toMonths <= 24;
  const ageAxis = (months: number) =>
    inMonths ? Math.round(months * 10) / 10 : Math.round((months / 12) * 100) / 100;
  const ageTitle = inMonths ? t`Age (months)` : t`Age (years)`;
  const line = (points: { ageMonths: number; value: number }[]) =>
    points.map((p) => ({ x: ageAxis(p.ageMonths), y: p.value }));
  // The WHO curves in words, not "percentiles": where the smallest and largest 3 in 100 start.
  const series: ApexAxisChartSeries = [
    { name: t`3 in 100 children are below`, data: line(curves.p3) },
    { name: t`Half are below, half above`, data: line(curves.p50) },
    { name: t`3 in 100 children are above`, data: line(curves.p97) },
    { name: child.name, data: line(curves.child) },
  ];
  const compared: Record<Indicator, (n: string) => string> = {
    height: (n) => t`taller than ${n}`,
    weight: (n) => t`heavier than ${n}`,
    footLength: (n) => t`longer feet than ${n}`,
  };
  const muted = cssColor('--color-muted', '#56645b');
  const primary = cssColor('--color-primary', '#2f7d4f');
  const reducedMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const options: ApexOptions = {
    chart: {
      id: 'growth-chart',
      background: 'transparent',
      fontFamily: 'inherit',
      foreColor: muted,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !reducedMotion },
    },
    theme: { mode: theme },
    colors: [muted, muted, muted, primary],
    stroke: { width: [1.5, 2, 1.5, 3], dashArray: [6, 0, 6, 0], curve: 'straight' },
    markers: { size: [0, 0, 0, 5], hover: { sizeOffset: 2 } },
    grid: { borderColor: cssColor('--color-border', '#d5e0d8') },
    legend: { position: 'bottom', fontSize: '13px' },
    xaxis: {
      type: 'numeric',
      min: ageAxis(curves.fromMonths),
      max: ageAxis(curves.toMonths),
      tickAmount: 6,
      title: { text: ageTitle },
      labels: { formatter: (value) => formatNumber(Number(value), intl) },
    },
    yaxis: {
      title: { text: labels[indicator] },
      labels: { formatter: (value) => formatAxisTick(value, intl) },
    },
    tooltip: {
      shared: false,
      x: { formatter: (value) => `${ageTitle}: ${formatNumber(Number(value), intl)}` },
      y: { formatter: (value) => formatInUnit(Number(value), unit, intl).text },
    },
  };
  const rows = curves.child.map((point, i) => ({ ...point, index: i }));
  // The rows of growthCurves' child points, in the same order: one per day, oldest first.
  const byAge = newestPerDay(measurements)
    .reverse()
    .filter((m) => m[indicator] > 0);

  return (
    <div id="growth-panel" className="growth__panel">
      <div className="growth__indicators" role="group" aria-label={t`Measurement`}>
        {indicators.map((key) => (
          <button
            key={key}
            type="button"
            className="growth__indicator"
            aria-pressed={indicator === key}
            onClick={() => onIndicator(key)}
          >
            {names[key]}
          </button>
        ))}
      </div>
      <figure
        className="growth__plot"
        aria-label={t`${names[indicator]} of ${child.name} compared with children of the same age (WHO)`}
      >
        <Suspense fallback={<Spinner />}>
          <LazyLineChart series={series} options={options} height={300} />
        </Suspense>
      </figure>
      <details className="growth__table">
        <summary>
          <Trans>Show as table</Trans>
        </summary>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Age</Trans>
              </th>
              <th scope="col">{labels[indicator]}</th>
              <th scope="col">
                <Trans>Of 100 children of the same age</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const measurement = byAge[row.index];
              const standing = measurement?.percentiles?.[indicator];
              return (
                <tr key={measurement?.id ?? row.index}>
                  <td>{measurement ? formatDate(measurement.measuredAt, intl) : ''}</td>
                  <td>
                    {measurement ? (
                      <ChildAge age={spokenAge(child.birthDate, measurement.measuredAt)} />
                    ) : null}
                  </td>
                  <td>{formatDisplayNumber(row.value, intl)}</td>
                  <td>
                    {standing
                      ? compared[indicator](
                          formatNumber(outOfHundred(standing.percentile), intl, 0),
                        )
                      : '–'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </div>
  );
}
