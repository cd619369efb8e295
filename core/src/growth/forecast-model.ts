import { footReferenceAt, lmsAt, standingOf, valueAt } from './reference';
import type { Sex } from './reference.types';
import { normalCdf, z97 } from './normal';

/**
 * How a child's height z-score moves over time, as a Gaussian process in z-space (the idea of
 * van Buuren's adaptive growth charts and curve matching): z-scores at two ages are correlated,
 * less so the further apart the ages are on a warped age scale, so a forecast regresses toward the
 * reference mean (z = 0) as the horizon grows; each measurement carries a measuring error (in cm,
 * so it weighs more at ages where the reference SD is small), so several measurements give a
 * steadier estimate than the last one alone. The conditional mean and variance of z at the target
 * age follow from the standard Gaussian conditioning formulas, and the predictive SD is the
 * model's own: it grows smoothly with the horizon and shrinks smoothly with age, with no age bands.
 *
 * The fading part has two pieces on two age scales. A smooth (Matérn) piece on log(age + offset)
 * carries a recent growth rate over months, as in infancy. A drifting (Markov) piece, where the
 * centile wanders with no memory of its rate, runs on a Box-Cox scale whose power bends it beyond
 * the log, so the drift slows as children get older: Cole 1997 finds height correlations higher
 * at older ages and over shorter intervals, and Bailey 1994 that heights a year apart correlate
 * above 0.9 in school children and nearer 1 with age. Both scales get extra "time" across puberty,
 * where children cross centiles because the growth spurt comes earlier in some than in others: a
 * smooth step centred on the mean age at peak height velocity (Tanner et al. 1966). The z-scores keep the reference's SD of 1 at every age: the spread of a
 * forecast comes from the correlations, not from one study's own spread (core/data/SOURCES-forecast.md).
 * Under 2 years a height's z regresses toward the population's path rather than 0: real infants'
 * mean z on the WHO standard rises by about half an SD from 3 months to 2 years (populationTrend).
 * The predictive SD is scaled by how far the child's own recent measurements stray from what the
 * model expects (childScatterAt, the scale of a Student-t process), so a cohort measured with more
 * scatter gets wider intervals without a width fitted to it. Around puberty a child's heights
 * also share its own tempo (maturity): early maturers stand above their centile from the start of
 * the spurt until the others catch up, so the spread of z grows there and a child's standing then
 * carries over further.
 *
 * The parameters were fitted on the Berkeley Growth Study and SMOCC heights with home-measurement
 * noise added, checked by child and by cohort (tests/bench, `npm run bench:forecast -- --fit`).
 */
/** Interval factors at one age: 3 and 24 months ahead. */
export type IntervalRow = readonly [number, number];

export type ForecastModel = {
  /**
   * The share of a child's z-score that is permanent (its own long-term level: genes, family).
   * Only the rest fades with time, so a tall child stays tall and the forecast regresses only
   * the passing part of a deviation.
   */
  persistentShare: number;
  /**
   * Shape of the fading part: 'exponential' (a Markov path: only the level carries forward) or
   * 'matern32' (smooth paths: a recent trend carries a little, but so does a misread value).
   */
  kernel: 'exponential' | 'matern32';
  /** Correlation length on the warped age scale. */
  lengthScale: number;
  /**
   * The share of the fading part that drifts instead: an exponential (Markov) path with its own,
   * longer correlation length. Children's centiles wander slowly over years (a level that moves,
   * with no memory of its rate), while the smooth part carries a recent growth rate over months.
   */
  driftShare: number;
  /** Correlation length of the drifting part, on the warped age scale. */
  driftLengthScale: number;
  /** Months added to age before the log, so infancy is not infinitely stretched. */
  ageOffsetMonths: number;
  /**
   * Bends the age scale beyond the log (a Box-Cox power: 0 is the log): above 0, later years
   * count for less, so school-age centiles hold longer than infant ones over the same ratio of
   * ages, as Cole (1997) and the Berkeley correlations show.
   */
  ageScalePower: number;
  /**
   * The drifting part's own age-scale power (a Box-Cox power as ageScalePower): above 0, the
   * drift slows as children get older, so over a year or two a school child's centile holds far
   * better than a toddler's (Cole 1997; Bailey 1994: the correlation of heights a year apart
   * exceeds 0.9 and approaches 1 with age), while the smooth part keeps the infant's log scale.
   */
  driftScalePower: number;
  /** Extra distance on the warped age scale across the pubertal growth spurt (0: none). */
  pubertyWarp: number;
  /**
   * Puberty as the child's own tempo: a factor shared by all of a child's heights, whose weight is
   * a bump in age for each sex (maturityLoadingAt). An early maturer stands above its centile
   * from the start of its spurt until the others catch up, a late one below, so heights around
   * puberty spread more than the reference's SD of 1 (Berkeley: 0.88 at 6-8 years, 1.06 in girls
   * at 12, 1.21 in boys at 14) and a child's standing then says something about its timing.
   * Absent: none. Height only (feet stop growing earlier).
   */
  maturity?: Readonly<Record<Sex, MaturityBump>>;
  /**
   * Measurement error of a height taken at home, in cm (one SD), as the model weighs it: fitted,
   * so it also absorbs how smooth the growth between two measurements is.
   */
  measurementErrorCm: number;
  /**
   * Factors on the predictive SD by the age of the last measurement (rows: 1, 3.5 and 9 years,
   * intervalScaleAgesMonths) and the horizon (columns: 3 and 24 months ahead,
   * intervalScaleHorizonsMonths), blended smoothly between them (intervalScaleAt), so the width
   * has no jump at any age: each is calibrated by cross-validation so the 80 % interval holds
   * 80 % of outcomes for children of about that age at about that horizon. Factors by age alone
   * left infants' intervals too wide at 3-6 months ahead and too narrow at 24 on modern infants.
   */
  intervalScale: readonly [IntervalRow, IntervalRow, IntervalRow];
  /**
   * Variance (in squared z) of a child's own long-term level beyond what the reference's SD of 1
   * allows: 0 makes the forecast regress toward the reference's median (z = 0), a large value
   * toward the child's own mean z, estimated from its measurements. A population taller than the
   * reference (Dutch children: mean z +0.4 to +0.6 in SMOCC) is then not pulled to WHO's median.
   */
  levelVariance: number;
  /**
   * The real error of a height measured at home, in cm (one SD), as the interval allows for it:
   * when it is larger than measurementErrorCm (the error the weights assume, which also stands for
   * how smooth growth is between measurements), the predictive SD is the error these weights
   * really make with that noise, so a forecast from a few noisy recent measurements is not
   * over-confident at short horizons. The point forecast does not change.
   */
  homeErrorCm: number;
  /**
   * How far real children's mean z-score sits from its value at 2 years, at each of
   * trendAgesMonths (0 from 2 years on): measured populations do not follow the WHO standard's
   * shape in infancy. In both cohorts the mean z falls after birth and rises by about half an SD
   * from 3 months to 2 years (Berkeley -0.27 to +0.21, SMOCC +0.02 to +0.63), so a forecast that
   * regresses toward a flat mean of 0 was biased low at 12 and 24 months. The forecast regresses
   * toward this path instead, and carries the child's deviation from it (populationTrendAt).
   */
  populationTrend: readonly number[];
  /** The most recent measurements used (older ones add little and cost time). */
  maxObservations: number;
  /**
   * How much of the correlation between two ages under about three years comes from the published
   * infant correlations (infantCorrelation below) rather than from the parameters above, which were
   * fitted on 136 Berkeley children (1: all of it; it fades to none between 24 and 48 months).
   * The default is 0: the two sources disagree over spans of a year in infancy, and each model
   * misses the targets on the other's infants (core/data/SOURCES-forecast.md, "Infancy").
   */
  publishedInfancy: number;
  /**
   * How many pseudo-measurements of ordinary scatter the child's own scatter is shrunk with
   * (childScatterAt, a Student-t process's scale): the interval widens for a child whose recent
   * measurements stray more from the model than it expects (noisy measuring, unsteady growth, far
   * from the population's path), and narrows for one who tracks steadily. Absent or 0: every
   * child gets the model's own width. Changes only the width (and the size chance), not the point.
   * Not fitted: 4, measured on both cohorts by child and by cohort (core/data/SOURCES-forecast.md).
   */
  scatterPrior?: number;
  /** How many recent measurements the child's scatter is measured on (childScatterAt). */
  scatterWindow?: number;
  /**
   * Forecast combination (Bates JM, Granger CWJ. The combination of forecasts. Oper Res Q
   * 1969;20:451-468): the height point's z is a weighted mean of the model's and a simple
   * baseline's, regression to the mean (the last measured z times a slope, baselineZ), since the
   * two err in different ways and their mean errs less than either on children neither was fitted
   * on. Absent: the model alone. Changes the point (and so where the interval sits), not the width.
   */
  baseline?: BaselineCombination;
};

/**
 * How much of a child's pubertal tempo shows in its height z at each age: amplitude x
 * exp(-(age - centre)^2 / (2 width^2)), so its variance adds amplitude^2 at the centre to the
 * reference's 1 and nothing before or long after puberty.
 */
export type MaturityBump = { amplitude: number; centreMonths: number; widthMonths: number };

/** The weight of the child's pubertal tempo in its height z at an age (ForecastModel.maturity). */
export function maturityLoadingAt(
  model: Pick<ForecastModel, 'maturity'>,
  sex: Sex,
  ageMonths: number,
): number {
  const bump = model.maturity?.[sex];
  if (!bump || !(bump.amplitude > 0) || !(bump.widthMonths > 0)) return 0;
  const d = (ageMonths - bump.centreMonths) / bump.widthMonths;
  return bump.amplitude * Math.exp(-0.5 * d * d);
}

/** The tempo's weight by age for one indicator: height only (feet stop growing earlier). */
function tempoOf(model: ForecastModel, indicator: Tracked, sex: Sex) {
  return (ageMonths: number) =>
    indicator === 'height' ? maturityLoadingAt(model, sex, ageMonths) : 0;
}

/** Slopes of regression to the mean at one age: 6, 12 and 24 months ahead. */
export type BaselineRow = readonly [number, number, number];

export type BaselineCombination = {
  /** The baseline's share of the point's z (0 to 1): 0.5, equal weights (see SOURCES-forecast). */
  share: number;
  /**
   * From the first of these ages (months, of the last measurement) to the second the share falls
   * to 0, linear in log age: at school age the baseline's slopes are about 1, percentile tracking
   * of one home measurement, whose noise the model's several measurements average out.
   */
  fadeMonths?: readonly [number, number];
  /**
   * Likewise by the horizon (months ahead): from the first to the second the share falls to 0,
   * linear in log horizon. Two years ahead the cohorts' slopes disagree most (from 3 months:
   * Berkeley 0.05, SMOCC 0.44), and the combination biased the modern infants low.
   */
  fadeHorizonMonths?: readonly [number, number];
  /**
   * Slopes b (target z = b x last z, least squares through the reference mean) by the age of the
   * last measurement (rows: baselineAgesMonths) and the horizon (columns: baselineHorizonsMonths).
   * Up to 3 months ahead the baseline is percentile tracking (b = 1): over a quarter the
   * regression is lost in the measuring error.
   */
  slopes: readonly BaselineRow[];
};

/**
 * Fitted on all the Berkeley and SMOCC heights with 0.7 cm of home-measurement noise added to each
 * child's history (`npm run bench:forecast -- --fit`, "all children of both cohorts"; the level's
 * variance fixed at 0.3 and the child's scatter at 4 pseudo-measurements over the last 6, the
 * pubertal tempo from the spread of Berkeley's z around puberty, see
 * core/data/SOURCES-forecast.md; the point is the equal-weight combination with regression to
 * the mean up to 5 years and 1 year ahead, whose slopes are fitted on both cohorts; the interval
 * factors are set with the scatter on, around the combined point); the benchmark's figures come
 * from the same fit made by child (4/5 of each cohort, five times) and by cohort (one cohort,
 * scored on the other).
 */
export const defaultForecastModel: ForecastModel = {
  persistentShare: 0.2,
  kernel: 'matern32',
  lengthScale: 0.6,
  driftShare: 0.7,
  driftLengthScale: 2,
  driftScalePower: 0.5,
  ageOffsetMonths: 0.5,
  ageScalePower: 0,
  pubertyWarp: 0.15,
  maturity: {
    female: { amplitude: 0.677, centreMonths: 138, widthMonths: 21 },
    male: { amplitude: 0.963, centreMonths: 165, widthMonths: 21 },
  },
  measurementErrorCm: 0.3,
  homeErrorCm: 0.3,
  intervalScale: [
    [0.98, 0.89],
    [0.86, 0.84],
    [1.01, 0.92],
  ],
  levelVariance: 0.3,
  populationTrend: [-0.54, -0.32, -0.27, -0.18, -0.06, 0],
  maxObservations: 3,
  publishedInfancy: 0,
  scatterPrior: 4,
  scatterWindow: 6,
  baseline: {
    share: 0.5,
    slopes: [
      [0.438, 0.344, 0.248],
      [0.73, 0.622, 0.473],
      [0.829, 0.734, 0.584],
      [1, 0.874, 0.85],
      [1.01, 1.008, 1.015],
      [1.01, 1.011, 0.983],
    ],
    fadeMonths: [60, 72],
    fadeHorizonMonths: [12, 24],
  },
};

/**
 * The ages (months) where ForecastModel.populationTrend is given; 0 from the last on, and the
 * first value before it: the mean z at birth differs between the cohorts (Berkeley +1.6, SMOCC
 * +0.9, lengths taken differently) and falls within the first month, so no birth value is used.
 */
export const trendAgesMonths = [3, 6, 9, 12, 18, 24] as const;

/** The population's mean z at an age relative to 2 years: linear between trendAgesMonths. */
export function populationTrendAt(
  model: Pick<ForecastModel, 'populationTrend'>,
  ageMonths: number,
): number {
  const ages = trendAgesMonths;
  const values = model.populationTrend;
  if (!(ageMonths > ages[0])) return values[0] ?? 0;
  for (let i = 1; i < ages.length; i++) {
    const to = ages[i] as number;
    if (ageMonths <= to) {
      const from = ages[i - 1] as number;
      const t = (ageMonths - from) / (to - from);
      return (values[i - 1] ?? 0) * (1 - t) + (values[i] ?? 0) * t;
    }
  }
  return values[ages.length - 1] ?? 0;
}

/**
 * Mean age at peak height velocity (Tanner JM, Whitehouse RH, Takaishi M. Standards from birth to
 * maturity for height, weight, height velocity, and weight velocity: British children, 1965.
 * Arch Dis Child 1966;41:454-471 and 613-635): 14.0 years in boys, 12.0 in girls, with an SD of
 * about one year, which sets the width of the pubertal step.
 */
const peakVelocityAgeMonths: Record<Sex, number> = { male: 168, female: 144 };
const peakVelocitySdMonths = 12;

export type HeightObservation = { ageMonths: number; height: number };

/** A measurement of one indicator: height or foot length (cm). */
export type Observation = { ageMonths: number; value: number };

export type Tracked = 'height' | 'footLength';

/**
 * Foot length has no longitudinal data to fit on: its forecast borrows the height model's
 * correlation (feet and height grow together, SOURCES.md), with a home measuring error of 0.3 cm.
 */
export const footMeasurementErrorCm = 0.3;

export type ZForecast = { mean: number; sd: number };

/** The age where the warped scale's slope is the same for every power (see warpedAge). */
const warpPivotMonths = 24;

/** Where an age sits on the model's warped scale. */
function warpedAge(
  model: ForecastModel,
  sex: Sex,
  ageMonths: number,
  power: number,
  offsetMonths: number,
): number {
  const puberty = normalCdf((ageMonths - peakVelocityAgeMonths[sex]) / peakVelocitySdMonths);
  const shifted = Math.max(ageMonths, 0) + offsetMonths;
  // Box-Cox of age relative to 2 years, so the scale's slope at 2 years is the same whatever the
  // power (the correlation length keeps its meaning there); only distances between ages matter.
  const relative = shifted / warpPivotMonths;
  const scale = power === 0 ? Math.log(relative) : (1 - relative ** -power) / power;
  return scale + model.pubertyWarp * puberty;
}

function fading(model: ForecastModel, warpedDistance: number, driftDistance: number): number {
  const d = warpedDistance / model.lengthScale;
  const smooth =
    model.kernel === 'exponential'
      ? Math.exp(-d)
      : (1 + Math.sqrt(3) * d) * Math.exp(-Math.sqrt(3) * d);
  const drift = Math.exp(-driftDistance / model.driftLengthScale);
  return (1 - model.driftShare) * smooth + model.driftShare * drift;
}

/**
 * Correlation of length SD scores between two ages in infancy, as measured: Cole's model (Cole TJ.
 * Conditional reference charts to assess weight gain in British infants. Arch Dis Child
 * 1995;73:8-16), where the Fisher z of the correlation is linear in log mean age, log interval,
 * 1 / interval, their product and log mean age squared (ages in months), with van Buuren's
 * coefficients for height fitted on Dutch infants of 0-2 years (SMOCC, 1 895 term children; van
 * Buuren S, Evaluation and prediction of individual growth trajectories, Ann Hum Biol
 * 2023;50:247-257, and its R code `interpolate_cor`). Intervals under 0.1 month get the model's
 * limit at zero distance, 0.95: what a clinic's measuring error leaves of a perfect correlation.
 */
export function infantCorrelation(ageA: number, ageB: number): number {
  const interval = Math.abs(ageA - ageB);
  if (interval < infantNugget.interval) return infantNugget.limit;
  const meanAge = Math.log((ageA + ageB) / 2);
  const logInterval = Math.log(interval);
  const c = infantCorrelationCoefficients;
  return Math.tanh(
    c.intercept +
      c.meanAge * meanAge +
      c.interval * logInterval +
      c.inverseInterval / interval +
      c.product * meanAge * logInterval +
      c.meanAgeSquared * meanAge * meanAge,
  );
}

const infantCorrelationCoefficients = {
  intercept: 1.32894924459706,
  meanAge: 0.250138268840872,
  interval: -0.672294951930094,
  inverseInterval: -0.104379119142487,
  product: 0.105029619067978,
  meanAgeSquared: -0.0029889263501264,
};
const infantNugget = { interval: 0.1, limit: 0.95 };

/** Where the published infant correlations hand over to the fitted ones (the older age, months). */
const infancyEndsMonths = { from: 24, to: 48 };

/** The published infant correlation's share for two ages: whole up to 24 months, none from 48. */
function infancyShare(model: ForecastModel, ageA: number, ageB: number): number {
  const older = Math.max(ageA, ageB);
  const t = (older - infancyEndsMonths.from) / (infancyEndsMonths.to - infancyEndsMonths.from);
  const clamped = Math.min(1, Math.max(0, t));
  return model.publishedInfancy * (1 - clamped * clamped * (3 - 2 * clamped));
}

/**
 * The measuring error the published correlations include, as a variance on the scale of the true
 * z (whose variance is 1): the 5 % of the measured variance that two measurements on the same day
 * do not share, 0.05 / 0.95.
 */
const publishedNoise = (1 - infantNugget.limit) / infantNugget.limit;

/** Fisher's z of a correlation, kept finite at 1. */
const fisher = (r: number) => Math.atanh(Math.min(r, 0.999999));

/**
 * Correlation of a child's z-scores at two ages: the fitted correlation (below). With
 * publishedInfancy above 0, under about three years it is blended (in Fisher's z, by that share)
 * with the published infant correlations, freed of the clinic's measuring error (divided by their
 * own limit, 0.95) since the model adds the measuring error itself; the blend fades out between
 * 24 and 48 months, smoothly, so the interval's width has no jump at any age.
 */
export function zCorrelation(
  model: ForecastModel,
  ageA: number,
  ageB: number,
  sex: Sex = 'female',
): number {
  if (ageA === ageB) return 1;
  const fitted = fittedCorrelation(model, ageA, ageB, sex);
  const share = infancyShare(model, ageA, ageB);
  if (share === 0) return fitted;
  const published = Math.min(1, infantCorrelation(ageA, ageB) / infantNugget.limit);
  return Math.tanh(share * fisher(published) + (1 - share) * fisher(fitted));
}

/**
 * The fitted correlation: a permanent part plus a part that fades with the distance of the ages
 * on the warped scale.
 */
function fittedCorrelation(
  model: ForecastModel,
  ageA: number,
  ageB: number,
  sex: Sex = 'female',
): number {
  const d = Math.abs(
    warpedAge(model, sex, ageA, model.ageScalePower, model.ageOffsetMonths) -
      warpedAge(model, sex, ageB, model.ageScalePower, model.ageOffsetMonths),
  );
  const dd = Math.abs(
    warpedAge(model, sex, ageA, model.driftScalePower, model.ageOffsetMonths) -
      warpedAge(model, sex, ageB, model.driftScalePower, model.ageOffsetMonths),
  );
  return model.persistentShare + (1 - model.persistentShare) * fading(model, d, dd);
}

/** The reference SD in cm at an age (how many cm one z-unit is), for the measuring error. */
function cmPerZ(indicator: Tracked, sex: Sex, ageMonths: number): number {
  if (indicator === 'footLength') {
    const ref = footReferenceAt(sex, ageMonths);
    return (ref.P97 - ref.P3) / (2 * z97);
  }
  const { M, S } = lmsAt('height', sex, ageMonths);
  return M * S;
}

/** The Cholesky factor L (lower, A = L L') of a small symmetric positive-definite A. */
function cholesky(a: number[][]): number[][] {
  const n = a.length;
  const l: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]?.[j] ?? 0;
      for (let k = 0; k < j; k++) sum -= (l[i]?.[k] ?? 0) * (l[j]?.[k] ?? 0);
      const row = l[i] as number[];
      row[j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / (l[j]?.[j] ?? 1);
    }
  }
  return l;
}

/** Solves L y = b for a lower-triangular L (forward substitution). */
function forward(l: number[][], b: readonly number[]): number[] {
  const n = b.length;
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= (l[i]?.[k] ?? 0) * (y[k] ?? 0);
    y[i] = sum / (l[i]?.[i] ?? 1);
  }
  return y;
}

/** Solves A x = b for a small symmetric positive-definite A (Cholesky). */
function solveSpd(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = cholesky(a);
  const y = forward(l, b);
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= (l[k]?.[i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (l[i]?.[i] ?? 1);
  }
  return x;
}

/**
 * A belief about the child's adult height z-score from outside its own measurements (the
 * parents' heights, see target-height.ts): mean and SD of the adult z given that information.
 */
export type AdultTarget = ZForecast;

/** The age the adult target stands for: the last month of the WHO 2007 reference (19 years). */
export const adultAgeMonths = 228;

export type ForecastOptions = {
  /** The parents' target for the adult z-score; the forecast leans toward it, the more so later. */
  adultTarget?: AdultTarget | null;
};

type Point = { ageMonths: number; z: number; noiseVariance: number; extraVariance?: number };

/**
 * The adult target as one more (pseudo-)measurement of z at 19 years: with the prior N(0, P) (P is
 * 1 plus the level's extra variance), an observation y with error variance e gives the posterior
 * N(P y / (P + e), P e / (P + e)), which equals the target N(m, v) for e = P v / (P - v) and
 * y = m P / (P - v).
 */
function targetAsPoint(target: AdultTarget, prior: number): Point | null {
  const v = target.sd ** 2;
  if (!(v > 0 && v < prior) || !Number.isFinite(target.mean)) return null;
  return {
    ageMonths: adultAgeMonths,
    z: (target.mean * prior) / (prior - v),
    noiseVariance: (prior * v) / (prior - v),
  };
}

/**
 * The child's z-score of `indicator` at `targetAge`, given its measurements (any order). The SD
 * is the model's predictive SD of the true value (measuring error excluded), times the interval
 * factor at the age of the last measurement and the horizon (intervalScaleAt).
 */
export function forecastZ(
  model: ForecastModel,
  indicator: Tracked,
  sex: Sex,
  observations: readonly Observation[],
  targetAge: number,
  options: ForecastOptions = {},
): ZForecast {
  const sorted = [...observations].sort((a, b) => a.ageMonths - b.ageMonths);
  const points = pointsOf(model, indicator, sex, sorted.slice(-model.maxObservations));
  // The child's own level: a constant shared by all ages, with variance beyond the reference's.
  const level = Math.max(model.levelVariance, 0);
  const target = options.adultTarget ? targetAsPoint(options.adultTarget, 1 + level) : null;
  if (target && indicator === 'height') points.push(target);
  // The width's factor follows the age the forecast is made at (the last measurement's) and how
  // far ahead it looks.
  const lastAge = sorted.at(-1)?.ageMonths ?? targetAge;
  const scale = intervalScaleAt(model, lastAge, targetAge - lastAge);
  const trend = indicator === 'height' ? populationTrendAt(model, targetAge) : 0;
  const tempo = tempoOf(model, indicator, sex);
  const { mean, variance } = conditional(model, sex, points, targetAge, level, tempo);
  const scatter = childScatterAt(model, indicator, sex, sorted);
  const sd = Math.sqrt(Math.max(variance, 1e-6)) * scale * scatter;
  const last = sorted.at(-1);
  const share =
    last && model.baseline
      ? baselineShareAt(model.baseline, last.ageMonths, targetAge - last.ageMonths)
      : 0;
  if (indicator !== 'height' || !model.baseline || !(share > 0) || !last) {
    return { mean: trend + mean, sd };
  }
  const lastZ = standingOf('height', sex, last.ageMonths, last.value).z;
  const baseline = baselineZ(model.baseline, lastZ, last.ageMonths, targetAge - last.ageMonths);
  // The baseline knows nothing of the parents: it combines with the child's own forecast, and the
  // parents' pull (what their heights move the model's mean) is added back whole, not halved.
  const own = target
    ? conditional(model, sex, points.slice(0, -1), targetAge, level, tempo).mean
    : mean;
  return { mean: (1 - share) * (trend + own) + share * baseline + (mean - own), sd };
}

/**
 * The baseline's share at the age of the last measurement and the horizon (months ahead), after
 * both fades (BaselineCombination.fadeMonths, fadeHorizonMonths).
 */
export function baselineShareAt(
  baseline: BaselineCombination,
  ageMonths: number,
  horizonMonths = 0,
): number {
  const byAge = baseline.fadeMonths;
  const byHorizon = baseline.fadeHorizonMonths;
  return (
    (byAge ? logLinear(byAge, [baseline.share, 0], ageMonths) : baseline.share) *
    (byHorizon ? logLinear(byHorizon, [1, 0], horizonMonths) : 1)
  );
}

/** The ages (months, of the last measurement) where BaselineCombination.slopes are given. */
export const baselineAgesMonths = [3, 9, 18, 36, 72, 144] as const;
/** The horizons (months ahead) where BaselineCombination.slopes are given. */
export const baselineHorizonsMonths = [6, 12, 24] as const;
/** Up to this horizon (months) the baseline keeps the last z (percentile tracking). */
const trackingHorizonMonths = 3;

/**
 * The baseline's z at a horizon from the last measured z: its slope linear in log age between
 * baselineAgesMonths and in log horizon from 1 at 3 months through the slopes at 6, 12 and 24
 * months, flat outside both: no jump at any age or horizon.
 */
export function baselineZ(
  baseline: Pick<BaselineCombination, 'slopes'>,
  lastZ: number,
  ageMonths: number,
  horizonMonths: number,
): number {
  const atHorizon = (row: BaselineRow) =>
    logLinear([trackingHorizonMonths, ...baselineHorizonsMonths], [1, ...row], horizonMonths);
  return logLinear(baselineAgesMonths, baseline.slopes.map(atHorizon), ageMonths) * lastZ;
}

/** The value at x of a function given at increasing nodes: linear in log x, flat outside. */
export function logLinear(nodes: readonly number[], values: readonly number[], x: number): number {
  const first = nodes[0] ?? 1;
  if (!(x > first)) return values[0] ?? 1;
  for (let i = 1; i < nodes.length; i++) {
    const to = nodes[i] as number;
    if (x <= to) {
      const from = nodes[i - 1] as number;
      const t = Math.log(x / from) / Math.log(to / from);
      return (values[i - 1] ?? 1) * (1 - t) + (values[i] ?? 1) * t;
    }
  }
  return values[values.length - 1] ?? 1;
}

/**
 * How far the child's own recent measurements stray from what the model expects (1: as expected),
 * as a factor on the predictive SD: the scale of a Student-t process (Shah A, Wilson AG,
 * Ghahramani Z. Student-t processes as alternatives to Gaussian processes. AISTATS 2014), whose
 * predictive variance is the Gaussian one times (nu + y' K^-1 y) / (nu + n) (their nu - 2 is this
 * nu). Here y are the last scatterWindow z-scores (relative to the population's path) and K their
 * covariance with the real home error (homeErrorCm) on every measurement; y' K^-1 y is the sum of
 * the squared standardized innovations (each measurement forecast from the ones before it, in
 * units of its own predictive SD; from one Cholesky factor), which averages 1 per measurement for
 * a child who follows the model. nu is scatterPrior: the child's own figure is shrunk toward 1 by that many
 * pseudo-measurements, so one odd measurement moves it little (and a single measurement keeps the
 * model's width). A child measured with more error, growing less steadily, or far out in a
 * population more spread than the reference (Berkeley's infants: SD 1.5 at 3 months) gets a wider
 * interval; a child who tracks steadily a narrower one.
 */
export function childScatterAt(
  model: ForecastModel,
  indicator: Tracked,
  sex: Sex,
  sorted: readonly Observation[],
): number {
  const prior = model.scatterPrior ?? 0;
  const window = model.scatterWindow ?? 0;
  if (!(prior > 0) || window < 2 || sorted.length < 2) return 1;
  const points = pointsOf(model, indicator, sex, sorted.slice(-window));
  const level = Math.max(model.levelVariance, 0);
  const tempo = tempoOf(model, indicator, sex);
  const k = points.map((a, i) =>
    points.map(
      (b, j) =>
        zCorrelation(model, a.ageMonths, b.ageMonths, sex) +
        level +
        tempo(a.ageMonths) * tempo(b.ageMonths) +
        (i === j ? a.noiseVariance + Math.max(a.extraVariance ?? 0, 0) : 0),
    ),
  );
  const innovations = forward(
    cholesky(k),
    points.map((p) => p.z),
  );
  const squares = innovations.reduce((sum, e) => sum + e * e, 0);
  return Math.sqrt((prior + squares) / (prior + innovations.length));
}

/**
 * The measurements as points of the process: z minus the population's path (height regresses
 * toward populationTrend, not a flat z of 0), with the measuring error the weights assume and the
 * home error beyond it.
 */
function pointsOf(
  model: ForecastModel,
  indicator: Tracked,
  sex: Sex,
  sorted: readonly Observation[],
): Point[] {
  const errorCm = indicator === 'height' ? model.measurementErrorCm : footMeasurementErrorCm;
  const homeCm = indicator === 'height' ? Math.max(model.homeErrorCm, errorCm) : errorCm;
  const trendAt = (age: number) => (indicator === 'height' ? populationTrendAt(model, age) : 0);
  return sorted.map((o) => ({
    ageMonths: o.ageMonths,
    z: standingOf(indicator, sex, o.ageMonths, o.value).z - trendAt(o.ageMonths),
    noiseVariance:
      (errorCm / cmPerZ(indicator, sex, o.ageMonths)) ** 2 +
      infancyShare(model, o.ageMonths, o.ageMonths) * publishedNoise,
    extraVariance: (homeCm ** 2 - errorCm ** 2) / cmPerZ(indicator, sex, o.ageMonths) ** 2,
  }));
}

/**
 * The Gaussian conditioning: mean (relative to the population's path) and variance of the true z
 * at `targetAge` given the points. The variance is the error these weights make when each
 * measurement's real error is the home one: the model's own (the prior 1 + level + the pubertal
 * tempo's share at the target, minus w'c) plus each weight squared times the extra noise it did
 * not weigh. `tempo` is the weight of the child's pubertal tempo at an age (maturityLoadingAt).
 */
function conditional(
  model: ForecastModel,
  sex: Sex,
  points: readonly Point[],
  targetAge: number,
  level: number,
  tempo: (ageMonths: number) => number,
): { mean: number; variance: number } {
  const atTarget = tempo(targetAge);
  const prior = 1 + level + atTarget * atTarget;
  if (points.length === 0) return { mean: 0, variance: prior };
  const k = points.map((a, i) =>
    points.map(
      (b, j) =>
        zCorrelation(model, a.ageMonths, b.ageMonths, sex) +
        level +
        tempo(a.ageMonths) * tempo(b.ageMonths) +
        (i === j ? a.noiseVariance : 0),
    ),
  );
  const cross = points.map(
    (p) => zCorrelation(model, p.ageMonths, targetAge, sex) + level + tempo(p.ageMonths) * atTarget,
  );
  const weights = solveSpd(k, cross);
  const mean = weights.reduce((sum, w, i) => sum + w * (points[i]?.z ?? 0), 0);
  const extra = weights.reduce((sum, w, i) => sum + w * w * (points[i]?.extraVariance ?? 0), 0);
  const variance = prior - weights.reduce((sum, w, i) => sum + w * (cross[i] ?? 0), 0) + extra;
  return { mean, variance };
}

/** The ages (months) of the last measurement where the model's interval factors hold. */
export const intervalScaleAgesMonths = [12, 42, 108] as const;
/** The horizons (months ahead) where the model's interval factors hold. */
export const intervalScaleHorizonsMonths = [3, 24] as const;

/**
 * The interval factor for a forecast made at an age, `horizonMonths` ahead. By age: the factor at
 * each of intervalScaleAgesMonths, flat before the first and after the last, and between two of
 * them a smoothstep in log age of the log factor. By horizon: the log factor linear in log
 * horizon between 3 and 24 months, flat outside. So the width changes smoothly (no jump) with the
 * age and the horizon of the forecast.
 */
export function intervalScaleAt(
  model: Pick<ForecastModel, 'intervalScale'>,
  ageMonths: number,
  horizonMonths: number,
): number {
  const [short, long] = intervalScaleHorizonsMonths;
  const h = Math.min(long, Math.max(short, horizonMonths));
  const u = Math.log(h / short) / Math.log(long / short);
  const row = (r: IntervalRow) => Math.log(r[0]) * (1 - u) + Math.log(r[1]) * u;
  return Math.exp(acrossAges(model.intervalScale.map(row), ageMonths));
}

/**
 * A value given at each of intervalScaleAgesMonths, at an age: flat before the first and after
 * the last, and between two of them a smoothstep in log age.
 */
function acrossAges(values: readonly number[], ageMonths: number): number {
  const ages = intervalScaleAgesMonths;
  if (!(ageMonths > ages[0])) return values[0] ?? 0;
  if (ageMonths >= ages[2]) return values[2] ?? 0;
  const i = ageMonths < ages[1] ? 0 : 1;
  const from = values[i] ?? 0;
  const to = values[i + 1] ?? 0;
  const t = Math.log(ageMonths / ages[i]) / Math.log((ages[i + 1] as number) / ages[i]);
  return from + (to - from) * t * t * (3 - 2 * t);
}

/** z of the two ends of a central interval: 80 % → ±1.2816. */
export const z80 = 1.2815515655446004;

export type IntervalForecast = { value: number; low: number; high: number };

/** The value (cm) at z and its 80 % interval, for a z forecast. */
export function intervalOf(
  indicator: Tracked,
  sex: Sex,
  targetAge: number,
  { mean, sd }: ZForecast,
): IntervalForecast {
  return {
    value: valueAt(indicator, sex, targetAge, mean),
    low: valueAt(indicator, sex, targetAge, mean - z80 * sd),
    high: valueAt(indicator, sex, targetAge, mean + z80 * sd),
  };
}

/** Forecast of height or foot length (cm) with its 80 % interval at `targetAge`. */
export function forecastAt(
  model: ForecastModel,
  indicator: Tracked,
  sex: Sex,
  observations: readonly Observation[],
  targetAge: number,
  options: ForecastOptions = {},
): IntervalForecast {
  const z = forecastZ(model, indicator, sex, observations, targetAge, options);
  return intervalOf(indicator, sex, targetAge, z);
}

/** Forecast height (cm) with its 80 % interval at `targetAge`. */
export function forecastHeightAt(
  model: ForecastModel,
  sex: Sex,
  observations: readonly HeightObservation[],
  targetAge: number,
  options: ForecastOptions = {},
): IntervalForecast {
  const values = observations.map((o) => ({ ageMonths: o.ageMonths, value: o.height }));
  return forecastAt(model, 'height', sex, values, targetAge, options);
}

/**
 * The model's probability that the value at `targetAge` lies in (above, atMost] cm (null: open
 * end), for a z forecast: the normal probability between the band's ends in z.
 */
export function chanceInBand(
  indicator: Tracked,
  sex: Sex,
  targetAge: number,
  { mean, sd }: ZForecast,
  band: { above: number | null; atMost: number | null },
): number {
  const cdfAt = (cm: number | null, open: number) => {
    if (cm === null) return open;
    if (!(cm > 0)) return 0;
    return normalCdf((standingOf(indicator, sex, targetAge, cm).z - mean) / Math.max(sd, 1e-9));
  };
  const chance = cdfAt(band.atMost, 1) - cdfAt(band.above, 0);
  return Math.min(1, Math.max(0, chance));
}

/** The baseline: the child keeps the z-score of its last measurement (percentile tracking). */
export function trackPercentile(
  sex: Sex,
  observations: readonly HeightObservation[],
  targetAge: number,
): number {
  const last = [...observations].sort((a, b) => a.ageMonths - b.ageMonths).at(-1);
  if (!last) return valueAt('height', sex, targetAge, 0);
  return valueAt(
    'height',
    sex,
    targetAge,
    standingOf('height', sex, last.ageMonths, last.height).z,
  );
}
