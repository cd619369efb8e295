import { newestPerDay } from '../children/measurement-order';
import type { MeasurementSystem } from '../profile/profile.types';
import { toDisplayValue } from '../units/measurement-format';
import { ageInMonths } from './age';
import { z97 } from './normal';
import { referenceAgeLimits, valueAt } from './reference';
import type { Indicator, Sex } from './reference.types';

/** One point of a chart: age in months and a value in the display unit. */
export type CurvePoint = { ageMonths: number; value: number };

export type GrowthCurves = {
  indicator: Indicator;
  /** The WHO P3, P50 and P97 curves over the charted age range. */
  p3: CurvePoint[];
  p50: CurvePoint[];
  p97: CurvePoint[];
  /** The child's own measurements of this indicator, one per day (its newest entry), oldest first. */
  child: CurvePoint[];
  /** The charted age range in months. */
  fromMonths: number;
  toMonths: number;
};

type Measured = { measuredAt: string; createdAt?: string | null } & Partial<
  Record<Indicator, number>
>;

/** Months of context shown before the first and after the last measurement. */
const marginMonths = 6;

function inDisplayUnit(indicator: Indicator, metric: number, system: MeasurementSystem): number {
  return toDisplayValue(indicator, metric, system);
}

/**
 * The data of one growth chart: the child's measurements of one indicator over age against the
 * WHO P3, P50 and P97 curves for its sex (z = ∓1.881 and 0), in the user's units. The curves span
 * the measured ages with half a year either side, inside what the reference covers, sampled at
 * whole months (and every 3 months past 5 years, where growth is slow) to keep the chart light.
 */
export function growthCurves(
  indicator: Indicator,
  sex: Sex,
  birthDate: string,
  measurements: readonly Measured[],
  system: MeasurementSystem,
): GrowthCurves {
  const limit = referenceAgeLimits[indicator];
  // One point per day (the day's newest entry), oldest first; ties in age keep that order.
  const child = newestPerDay(measurements)
    .reverse()
    .flatMap((m) => {
      const value = m[indicator];
      if (value === undefined || !(value > 0)) return [];
      const age = Math.round(ageInMonths(birthDate, m.measuredAt) * 10) / 10;
      return [{ ageMonths: age, value: inDisplayUnit(indicator, value, system) }];
    })
    .sort((a, b) => a.ageMonths - b.ageMonths);
  const ages = child.map((p) => p.ageMonths);
  const first = ages[0] ?? 0;
  const last = ages[ages.length - 1] ?? 0;
  const fromMonths = Math.max(0, Math.floor(first - marginMonths));
  const toMonths = Math.min(limit, Math.max(fromMonths + 12, Math.ceil(last + marginMonths)));
  const curve = (z: number): CurvePoint[] => {
    const points: CurvePoint[] = [];
    for (let age = fromMonths; age <= toMonths; age += age >= 60 ? 3 : 1) {
      points.push({
        ageMonths: age,
        value: inDisplayUnit(indicator, valueAt(indicator, sex, age, z), system),
      });
    }
    const lastPoint = points[points.length - 1];
    if (lastPoint && lastPoint.ageMonths !== toMonths) {
      points.push({
        ageMonths: toMonths,
        value: inDisplayUnit(indicator, valueAt(indicator, sex, toMonths, z), system),
      });
    }
    return points;
  };
  return {
    indicator,
    p3: curve(-z97),
    p50: curve(0),
    p97: curve(z97),
    child,
    fromMonths,
    toMonths,
  };
}
