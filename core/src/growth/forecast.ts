import type { ClothingTable, Girths } from '../sizes/teen-clothing-sizes';
import { sizesAtMeasurement } from '../sizes/child-sizes';
import { clothingEuSizes, clothingHeightBand, clothingSizeToBuy } from '../sizes/clothing-sizes';
import { shoeFootBand } from '../sizes/shoe-sizes';
import { upcomingSeasons, type Hemisphere, type Season } from '../seasons/seasons';
import { newestPerDay } from '../children/measurement-order';
import { ageInMonths, dayNumber } from './age';
import {
  chanceInBand,
  defaultForecastModel,
  forecastZ,
  intervalOf,
  type ForecastModel,
  type IntervalForecast,
  type Observation,
  type Tracked,
  type ZForecast,
} from './forecast-model';
import { standingOf } from './reference';
import type { Sex } from './reference.types';
import { adultTargetFromParents, type ParentHeights } from './target-height';

export type { ParentHeights } from './target-height';

/**
 * The seasonal forecast of DESIGN.md: 8 points one quarter apart (24 months), from the current
 * season on. The current season's point is for today; each later one for its season's first day.
 * Rules on top of the statistical model: forecasts never decrease (children do not shrink, and
 * nothing is below the last measurement), growth from one point to the next is at most 1.2 x the
 * expected growth (the model's own expected growth over that stretch, see constrainPath),
 * confidence per step n is clamp(0.95 - 0.05 n, 0.70, 0.99), and the accuracy band follows the
 * spec's quarter-distance bands. Every point carries an 80 % interval, the chance that its
 * clothing size (and, with a measured foot, its shoe size) is right, and advice when the interval
 * spans two sizes.
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

const roundTo1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Applies "never decrease" and "at most 1.2 x expected growth" along the points, starting from
 * the last measured value. "Expected" is the model's own expected growth over the stretch (the
 * growth of its raw forecast from the previous point, or from its own estimate at the last
 * measurement for the first point): the model already knows catch-up growth (a child far below
 * its earlier centile is expected to climb back), so the cap only stops a point from jumping
 * ahead of the model's path after "never decrease" lifted the one before it. The interval moves
 * with its point and always contains it. Values are rounded to 0.1 cm (what the app shows);
 * `round: false` keeps them exact and `cap: false` skips the cap (the benchmark's comparisons).
 */
export function constrainPath(
  raw: readonly IntervalForecast[],
  start: { value: number; modelValue: number },
  { cap = true, round = true }: { cap?: boolean; round?: boolean } = {},
): IntervalForecast[] {
  const round1 = round ? roundTo1 : (n: number) => n;
  let previous = start.value;
  let previousRaw = start.modelValue;
  return raw.map((point) => {
    const expected = Math.max(0, point.value - previousRaw);
    const lifted = Math.max(point.value, previous);
    const value = cap ? Math.min(lifted, previous + maxGrowthFactor * expected) : lifted;
    const shift = value - point.value;
    const result = {
      value: round1(value),
      low: round1(Math.min(value, Math.max(point.low + shift, start.value))),
      high: round1(Math.max(value, point.high + shift)),
    };
    previous = value;
    previousRaw = Math.max(previousRaw, point.value);
    return result;
  });
}

/**
 * A z forecast moved to a constrained point: the same spread, centred on where the point ended
 * up (so the chance of a size agrees with the size shown).
 */
function movedTo(indicator: Tracked, sex: Sex, ageMonths: number, z: ZForecast, value: number) {
  return { mean: standingOf(indicator, sex, ageMonths, Math.max(value, 1e-3)).z, sd: z.sd };
}

/**
 * Below this chance of the smaller of two sizes the 80 % interval spans, the advice is to buy the
 * larger one. With only two sizes in the interval and the point in the larger, the smaller's
 * chance is the share of the lower tail that lands in it: under about 1 in 3 a parent is better
 * served by room to grow than by a size that probably will not fit for long.
 */
export const smallerSizeUnlikelyBelow = 0.35;

/**
 * The advice of ForecastPoint.clothingAdvice for a children's height size, or null: the 80 %
 * interval spans exactly two adjacent sizes and the smaller one is unlikely.
 */
export function clothingAdviceFor(
  sex: Sex,
  ageMonths: number,
  z: ZForecast,
  interval: IntervalForecast,
): { sizes: [number, number]; buy: number } | null {
  const smaller = clothingSizeToBuy(Math.max(interval.low, 0)).eu;
  const larger = clothingSizeToBuy(Math.max(interval.high, 0)).eu;
  const index = clothingEuSizes.indexOf(smaller);
  if (clothingEuSizes[index + 1] !== larger) return null;
  const band = clothingHeightBand(smaller);
  if (!band) return null;
  const chanceSmaller = chanceInBand('height', sex, ageMonths, z, band);
  return chanceSmaller < smallerSizeUnlikelyBelow
    ? { sizes: [smaller, larger], buy: larger }
    : null;
}

/**
 * Feet and height grow together, but a child's foot centile is not its height centile: the
 * within-age correlation of foot length and height is about 0.79 in the Snyder et al. (1977)
 * children of the foot reference (median of the 32 age-sex bands of core/data/growth/SOURCES.md,
 * from each band's foot/height ratio and SDs); 0.75 (the bands' lower quartile) is used, so an
 * estimated foot's interval is, if anything, too wide.
 */
export const footHeightCorrelation = 0.75;

/** The foot z forecast from the height z forecast, for a child with no measured foot. */
function footFromHeight(height: ZForecast): ZForecast {
  const r = footHeightCorrelation;
  return { mean: r * height.mean, sd: Math.sqrt(r * r * height.sd ** 2 + (1 - r * r)) };
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
  const { sex } = input;
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
  const options = { adultTarget: adultTargetFromParents(input.parentHeights) };
  const heightZ = (age: number) => forecastZ(model, 'height', sex, heights, age, options);
  const heightZs = targets.map((t) => heightZ(t.ageMonths));
  const heightPoints = constrainPath(
    heightZs.map((z, i) => intervalOf('height', sex, targets[i]?.ageMonths ?? lastAge, z)),
    { value: last.height, modelValue: intervalOf('height', sex, lastAge, heightZ(lastAge)).value },
  );

  // Without a measured foot, the foot is estimated from the height forecast (footFromHeight).
  const lastFoot = feet.at(-1);
  const footEstimated = lastFoot === undefined;
  const footZ = (age: number) =>
    footEstimated ? footFromHeight(heightZ(age)) : forecastZ(model, 'footLength', sex, feet, age);
  const footZs = targets.map((t) => footZ(t.ageMonths));
  const footStartAge = lastFoot?.ageMonths ?? lastAge;
  const footModelStart = intervalOf('footLength', sex, footStartAge, footZ(footStartAge)).value;
  const footPoints = constrainPath(
    footZs.map((z, i) => intervalOf('footLength', sex, targets[i]?.ageMonths ?? lastAge, z)),
    { value: lastFoot?.value ?? footModelStart, modelValue: footModelStart },
  );

  return targets.map((t, i) => {
    const height = heightPoints[i] ?? { value: last.height, low: last.height, high: last.height };
    const foot = footPoints[i] ?? { value: 0, low: 0, high: 0 };
    // The sizes at the forecast height and foot on the point's day, with the latest girths.
    const { clothing, shoe } = sizesAtMeasurement(
      { birthDate: input.birthDate, gender: sex },
      { measuredAt: t.date, height: height.value, footLength: foot.value, ...girths },
    );
    const point: ForecastPoint = {
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
    // The chance and advice are for the children's height sizes; an adult girth size from 13 is
    // not forecast (girths are carried over), so it gets neither.
    const heightBand = clothing.table === 'children' ? clothingHeightBand(clothing.eu) : null;
    const zHeight = heightZs[i];
    if (heightBand && zHeight) {
      const moved = movedTo('height', sex, t.ageMonths, zHeight, height.value);
      point.clothingChance = round2(chanceInBand('height', sex, t.ageMonths, moved, heightBand));
      const advice = clothingAdviceFor(sex, t.ageMonths, moved, height);
      if (advice) point.clothingAdvice = advice;
    }
    const footBand = shoeFootBand(shoe.eu);
    const zFoot = footZs[i];
    if (!footEstimated && footBand && zFoot) {
      const moved = movedTo('footLength', sex, t.ageMonths, zFoot, foot.value);
      const band = { above: footBand.from, atMost: footBand.below };
      point.shoeChance = round2(chanceInBand('footLength', sex, t.ageMonths, moved, band));
    }
    return point;
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;
