import type { ClothingTable, Girths } from '../sizes/teen-clothing-sizes';
import { sizesAtMeasurement } from '../sizes/child-sizes';
import { upcomingSeasons, type Hemisphere, type Season } from '../seasons/seasons';
import { newestPerDay } from '../children/measurement-order';
import { ageInMonths, dayNumber } from './age';
import {
  defaultForecastModel,
  forecastAt,
  forecastZ,
  type ForecastModel,
  type IntervalForecast,
  type Observation,
  z80,
} from './forecast-model';
import { standingOf, valueAt } from './reference';
import type { Sex } from './reference.types';

/**
 * The seasonal forecast of DESIGN.md: 8 points one quarter apart (24 months), from the current
 * season on. The current season's point is for today; each later one for its season's first day.
 * Rules on top of the statistical model: forecasts never decrease (children do not shrink, and
 * nothing is below the last measurement), growth from one point to the next is at most 1.2 x the
 * expected growth (the growth along the child's own centile over that stretch), confidence per
 * step n is clamp(0.95 - 0.05 n, 0.70, 0.99), and the accuracy band follows the spec's
 * quarter-distance bands. Every point carries an 80 % interval.
 */
export const forecastPoints = 8;
export const maxGrowthFactor = 1.2;

export type GrowthMeasurement = {
  measuredAt: string;
  height: number;
  weight?: number | null;
  footLength?: number | null;
  /** When the entry was made: of two entries on one day, the later one counts. */
  createdAt?: string | null;
} & Girths;

export type AccuracyBand = 'very-high' | 'high' | 'good' | 'moderate' | 'lower';

export type ForecastPoint = {
  /** Quarters ahead of the current season: 0..7. */
  step: number;
  season: Season;
  year: number;
  /** The day the point is for (YYYY-MM-DD). */
  date: string;
  ageMonths: number;
  height: IntervalForecast;
  footLength: IntervalForecast & { estimated: boolean };
  confidence: number;
  accuracy: AccuracyBand;
  /**
   * EU clothing size to buy at the point's age (clothingSizeForAge): under 13 the height size
   * (height + 2 cm, next size up); from 13 the adult size from the latest measurement's chest or
   * bust/waist/hips when there are any, else the teen height size.
   */
  clothingSize: number;
  /**
   * The table `clothingSize` is on. Absent on points stored before sizes from 13: children's.
   */
  clothingTable?: ClothingTable;
  /** The children's/teen height size (EU 50-176) the product catalogue is labelled in. */
  catalogueClothingSize?: number;
  /** EU shoe size for the forecast foot length. */
  shoeSize: number;
  /**
   * The model's probability (0..1) that the child's height on the point's day falls inside the
   * height band of `clothingSize` (calibrated: of points stated at 0.7, about 7 in 10 fit).
   * Absent on points stored before it existed.
   */
  clothingChance?: number;
  /**
   * When the 80 % interval spans two clothing sizes and the smaller one is unlikely: the two
   * sizes (EU, smaller first) and the one to buy ("likely between 116 and 122: choose 122 for
   * room to grow"). Absent when one size is clear.
   */
  clothingAdvice?: { sizes: [number, number]; buy: number };
  /**
   * The probability (0..1) that the foot length falls inside the band of `shoeSize`; only when
   * a foot length was measured (footLength.estimated is false), absent otherwise.
   */
  shoeChance?: number;
};

/** Optional heights of the child's parents (cm), the long-run target of the forecast. */
export type ParentHeights = { motherCm?: number | null; fatherCm?: number | null };

export function confidenceForStep(step: number): number {
  // Rounded to whole percent so 0.95 - 0.05 * 1 is 0.9, not 0.8999999.
  return Math.round(Math.min(0.99, Math.max(0.7, 0.95 - 0.05 * step)) * 100) / 100;
}

/** The spec's accuracy text bands by season distance n (quarters ahead). */
export function accuracyForStep(step: number): AccuracyBand {
  if (step <= 0) return 'very-high';
  if (step <= 1) return 'high';
  if (step <= 3) return 'good';
  if (step <= 7) return 'moderate';
  return 'lower';
}

const round1 = (n: number) => Math.round(n * 10) / 10;

type Target = { ageMonths: number };

/**
 * Applies "never decrease" and "at most 1.2 x expected growth" along the points, starting from
 * the last measured value; the interval moves with its point and always contains it.
 */
function constrain(
  raw: IntervalForecast[],
  targets: Target[],
  start: { ageMonths: number; value: number },
  expectedAt: (ageMonths: number) => number,
): IntervalForecast[] {
  let previous = start.value;
  let previousAge = start.ageMonths;
  return raw.map((point, i) => {
    const age = targets[i]?.ageMonths ?? previousAge;
    const expected = Math.max(0, expectedAt(age) - expectedAt(previousAge));
    const value = Math.min(Math.max(point.value, previous), previous + maxGrowthFactor * expected);
    const shift = value - point.value;
    const result = {
      value: round1(value),
      low: round1(Math.min(value, Math.max(point.low + shift, start.value))),
      high: round1(Math.max(value, point.high + shift)),
    };
    previous = value;
    previousAge = Math.max(age, previousAge);
    return result;
  });
}

export type ForecastInput = {
  sex: Sex;
  birthDate: string;
  measurements: readonly GrowthMeasurement[];
  /** Today's date, YYYY-MM-DD. */
  today: string;
  hemisphere: Hemisphere;
  /** The parents' heights from the child's profile (owner only), when given. */
  parentHeights?: ParentHeights;
  model?: ForecastModel;
};

/** The 8 seasonal forecast points; empty when the child has no measurement yet. */
export function forecastSeasons(input: ForecastInput): ForecastPoint[] {
  const model = input.model ?? defaultForecastModel;
  // One entry per day (the day's newest: a correction replaces it), oldest first.
  const sorted = newestPerDay(input.measurements)
    .reverse()
    .filter((m) => m.height > 0 && dayNumber(m.measuredAt) <= dayNumber(input.today));
  const last = sorted.at(-1);
  if (!last) return [];
  const ageOf = (date: string) => ageInMonths(input.birthDate, date);
  const heights: Observation[] = sorted.map((m) => ({
    ageMonths: ageOf(m.measuredAt),
    value: m.height,
  }));
  const feet: Observation[] = sorted
    .filter((m) => m.footLength != null && m.footLength > 0)
    .map((m) => ({ ageMonths: ageOf(m.measuredAt), value: m.footLength ?? 0 }));

  const seasons = upcomingSeasons(input.today, input.hemisphere, forecastPoints);
  const targets = seasons.map((s, step) => {
    const date = step === 0 ? input.today : s.start;
    return { ...s, step, date, ageMonths: ageOf(date) };
  });

  // Girths are not forecast: the latest measurement's chest or bust/waist/hips stand for all points.
  const girths: Girths = { chest: last.chest, bust: last.bust, waist: last.waist, hips: last.hips };
  const lastAge = ageOf(last.measuredAt);
  const heightZ = standingOf('height', input.sex, lastAge, last.height).z;
  const rawHeights = targets.map((t) =>
    forecastAt(model, 'height', input.sex, heights, t.ageMonths),
  );
  const heightPoints = constrain(
    rawHeights,
    targets,
    { ageMonths: lastAge, value: last.height },
    (age) => valueAt('height', input.sex, age, heightZ),
  );

  // Without a measured foot, the foot is assumed to sit on the child's height centile: an estimate.
  const lastFoot = feet.at(-1);
  const footEstimated = lastFoot === undefined;
  const rawFeet = targets.map((t) => {
    if (!footEstimated) return forecastAt(model, 'footLength', input.sex, feet, t.ageMonths);
    const { mean, sd } = forecastZ(model, 'height', input.sex, heights, t.ageMonths);
    const at = (z: number) => valueAt('footLength', input.sex, t.ageMonths, z);
    return { value: at(mean), low: at(mean - z80 * sd), high: at(mean + z80 * sd) };
  });
  const footStart = lastFoot ?? {
    ageMonths: lastAge,
    value: valueAt('footLength', input.sex, lastAge, heightZ),
  };
  const footZ = standingOf('footLength', input.sex, footStart.ageMonths, footStart.value).z;
  const footPoints = constrain(rawFeet, targets, footStart, (age) =>
    valueAt('footLength', input.sex, age, footZ),
  );

  return targets.map((t, i) => {
    const height = heightPoints[i] ?? { value: last.height, low: last.height, high: last.height };
    const foot = footPoints[i] ?? { value: 0, low: 0, high: 0 };
    // The sizes at the forecast height and foot on the point's day, with the latest girths.
    const { clothing, shoe } = sizesAtMeasurement(
      { birthDate: input.birthDate, gender: input.sex },
      { measuredAt: t.date, height: height.value, footLength: foot.value, ...girths },
    );
    return {
      step: t.step,
      season: t.season,
      year: t.year,
      date: t.date,
      ageMonths: t.ageMonths,
      height,
      footLength: { ...foot, estimated: footEstimated },
      confidence: confidenceForStep(t.step),
      accuracy: accuracyForStep(t.step),
      clothingSize: clothing.eu,
      clothingTable: clothing.table,
      catalogueClothingSize: clothing.catalogueSize,
      shoeSize: shoe.eu,
    };
  });
}
