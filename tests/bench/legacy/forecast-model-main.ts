// The forecast model as it was on main before issue 19 (commit 4597f22), kept verbatim so the
// benchmark can show before and after in one run. Not used by the app.
import { footReferenceAt, lmsAt, standingOf, valueAt } from '../../../core/src/growth/reference';
import type { Sex } from '../../../core/src/growth/reference.types';
import { z97 } from '../../../core/src/growth/normal';

/**
 * How a child's height z-score moves over time, as a Gaussian process in z-space (the idea of
 * van Buuren's adaptive growth charts and curve matching): z-scores at two ages are correlated,
 * less so the further apart the ages are on a log-age scale, so a forecast regresses toward the
 * reference mean (z = 0) as the horizon grows; each measurement carries a measuring error (in cm,
 * so it weighs more at ages where the reference SD is small), so several measurements give a
 * steadier estimate than the last one alone. The conditional mean and variance of z at the
 * target age follow from the standard Gaussian conditioning formulas.
 *
 * The parameters were fitted on the Berkeley Growth Study heights (tests/bench, run
 * `npm run bench:forecast -- --fit`), and the interval scale calibrated there so that the 80 %
 * interval holds about 80 % of real outcomes.
 */
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
  /** Correlation length on the log(age + ageOffset) scale. */
  lengthScale: number;
  /** Months added to age before the log, so infancy is not infinitely stretched. */
  ageOffsetMonths: number;
  /** Measurement error of a height taken at home, in cm (one SD). */
  measurementErrorCm: number;
  /**
   * Multiply the predictive SD, by the age at the last measurement (under 2 years, 2-5, older);
   * calibrated so the 80 % interval covers about 80 % of real outcomes in each age band.
   */
  intervalScales: { under2: number; under5: number; older: number };
  /** The most recent measurements used (older ones add little and cost time). */
  maxObservations: number;
};

/**
 * Fitted on the Berkeley heights with 0.7 cm of home-measurement noise added to each child's
 * history (`npm run bench:forecast -- --fit --home-noise=0.7`, two-fold cross-validated): the
 * point forecast is best with these values, and the interval scales make the 80 % interval
 * hold about 80 % of outcomes for measurements taken at home. (On the study's own professional
 * measurements the same model needs smaller scales.)
 */
export const defaultForecastModel: ForecastModel = {
  persistentShare: 0.4,
  kernel: 'matern32',
  lengthScale: 0.6,
  ageOffsetMonths: 3,
  measurementErrorCm: 0.3,
  intervalScales: { under2: 1.32, under5: 0.88, older: 1.38 },
  maxObservations: 6,
};

export type HeightObservation = { ageMonths: number; height: number };

/** A measurement of one indicator: height or foot length (cm). */
export type Observation = { ageMonths: number; value: number };

type Tracked = 'height' | 'footLength';

/**
 * Foot length has no longitudinal data to fit on: its forecast borrows the height model's
 * correlation (feet and height grow together, SOURCES.md), with a home measuring error of 0.3 cm.
 */
export const footMeasurementErrorCm = 0.3;

export type ZForecast = { mean: number; sd: number };

/**
 * Correlation of a child's z-scores at two ages: a permanent part plus a part that fades with
 * the distance of the ages on the log-age scale.
 */
export function zCorrelation(model: ForecastModel, ageA: number, ageB: number): number {
  const d =
    Math.abs(Math.log(ageA + model.ageOffsetMonths) - Math.log(ageB + model.ageOffsetMonths)) /
    model.lengthScale;
  const fading =
    model.kernel === 'exponential'
      ? Math.exp(-d)
      : (1 + Math.sqrt(3) * d) * Math.exp(-Math.sqrt(3) * d);
  return model.persistentShare + (1 - model.persistentShare) * fading;
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

/** Solves A x = b for a small symmetric positive-definite A (Cholesky). */
function solveSpd(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]?.[j] ?? 0;
      for (let k = 0; k < j; k++) sum -= (l[i]?.[k] ?? 0) * (l[j]?.[k] ?? 0);
      const row = l[i] as number[];
      row[j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / (l[j]?.[j] ?? 1);
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= (l[i]?.[k] ?? 0) * (y[k] ?? 0);
    y[i] = sum / (l[i]?.[i] ?? 1);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= (l[k]?.[i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (l[i]?.[i] ?? 1);
  }
  return x;
}

/** The child's z-score of `indicator` at `targetAge`, given its measurements (any order). */
export function forecastZ(
  model: ForecastModel,
  indicator: Tracked,
  sex: Sex,
  observations: readonly Observation[],
  targetAge: number,
): ZForecast {
  const recent = [...observations]
    .sort((a, b) => a.ageMonths - b.ageMonths)
    .slice(-model.maxObservations);
  if (recent.length === 0) return { mean: 0, sd: 1 };
  const errorCm = indicator === 'height' ? model.measurementErrorCm : footMeasurementErrorCm;
  const ages = recent.map((o) => o.ageMonths);
  const zs = recent.map((o) => standingOf(indicator, sex, o.ageMonths, o.value).z);
  const noise = ages.map((age) => (errorCm / cmPerZ(indicator, sex, age)) ** 2);
  const k = ages.map((age, i) =>
    ages.map((other, j) => zCorrelation(model, age, other) + (i === j ? (noise[i] ?? 0) : 0)),
  );
  const cross = ages.map((age) => zCorrelation(model, age, targetAge));
  const weights = solveSpd(k, cross);
  const mean = weights.reduce((sum, w, i) => sum + w * (zs[i] ?? 0), 0);
  const variance = 1 - weights.reduce((sum, w, i) => sum + w * (cross[i] ?? 0), 0);
  const lastAge = ages[ages.length - 1] ?? 0;
  const scale =
    lastAge < 24
      ? model.intervalScales.under2
      : lastAge < 60
        ? model.intervalScales.under5
        : model.intervalScales.older;
  return { mean, sd: Math.sqrt(Math.max(variance, 1e-6)) * scale };
}

/** z of the two ends of a central interval: 80 % → ±1.2816. */
export const z80 = 1.2815515655446004;

export type IntervalForecast = { value: number; low: number; high: number };

/** Forecast of height or foot length (cm) with its 80 % interval at `targetAge`. */
export function forecastAt(
  model: ForecastModel,
  indicator: Tracked,
  sex: Sex,
  observations: readonly Observation[],
  targetAge: number,
): IntervalForecast {
  const { mean, sd } = forecastZ(model, indicator, sex, observations, targetAge);
  return {
    value: valueAt(indicator, sex, targetAge, mean),
    low: valueAt(indicator, sex, targetAge, mean - z80 * sd),
    high: valueAt(indicator, sex, targetAge, mean + z80 * sd),
  };
}

/** Forecast height (cm) with its 80 % interval at `targetAge`. */
export function forecastHeightAt(
  model: ForecastModel,
  sex: Sex,
  observations: readonly HeightObservation[],
  targetAge: number,
): IntervalForecast {
  const values = observations.map((o) => ({ ageMonths: o.ageMonths, value: o.height }));
  return forecastAt(model, 'height', sex, values, targetAge);
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
