import {
  defaultForecastModel,
  forecastZ,
  type ForecastModel,
  type ZForecast,
} from '../../core/src/growth/forecast-model';
import { normalCdf } from '../../core/src/growth/normal';
import { lmsAt, standingOf } from '../../core/src/growth/reference';
import { bands, horizons, type Outcome, type Start } from './forecast-cases';

const z80 = 1.2815515655446004;

/** The model's raw z forecast for one outcome of a start (no path rules). */
export function rawZ(model: ForecastModel, start: Start, outcome: Outcome): ZForecast {
  const observations = start.history.map((h) => ({ ageMonths: h.ageMonths, value: h.height }));
  return forecastZ(model, 'height', start.sex, observations, outcome.ageMonths);
}

/**
 * The continuous ranked probability score of a normal forecast, in cm (a proper score: it
 * rewards a sharp forecast only as far as it stays calibrated).
 */
function crpsCm(start: Start, outcome: Outcome, z: ZForecast): number {
  const actual = standingOf('height', start.sex, outcome.ageMonths, outcome.height).z;
  const u = (actual - z.mean) / z.sd;
  const density = Math.exp((-u * u) / 2) / Math.sqrt(2 * Math.PI);
  const crps = z.sd * (u * (2 * normalCdf(u) - 1) + 2 * density - 1 / Math.sqrt(Math.PI));
  const { M, S } = lmsAt('height', start.sex, outcome.ageMonths);
  return crps * M * S;
}

type Pair = { start: Start; outcome: Outcome };

function pairsOf(starts: readonly Start[]): Pair[] {
  return starts.flatMap((start) => start.outcomes.map((outcome) => ({ start, outcome })));
}

/** Mean CRPS per age band and horizon, averaged so each band and horizon counts the same. */
function loss(model: ForecastModel, pairs: readonly Pair[]): number {
  const cells = new Map<string, { sum: number; n: number }>();
  for (const { start, outcome } of pairs) {
    const key = `${start.band} ${outcome.horizon}`;
    const cell = cells.get(key) ?? { sum: 0, n: 0 };
    cell.sum += crpsCm(start, outcome, rawZ(model, start, outcome));
    cell.n += 1;
    cells.set(key, cell);
  }
  let total = 0;
  for (const cell of cells.values()) total += cell.sum / cell.n;
  return total / Math.max(cells.size, 1);
}

function coverage(model: ForecastModel, pairs: readonly Pair[]): number {
  let inside = 0;
  for (const { start, outcome } of pairs) {
    const z = rawZ(model, start, outcome);
    const actual = standingOf('height', start.sex, outcome.ageMonths, outcome.height).z;
    if (Math.abs(actual - z.mean) <= z80 * z.sd) inside += 1;
  }
  return inside / Math.max(pairs.length, 1);
}

/** The grid searched (coarse, so a cross-validated run takes minutes). */
export const searchGrid = {
  kernel: ['matern32', 'exponential'] as const,
  persistentShare: [0.3, 0.45, 0.6],
  lengthScale: [0.4, 0.6, 0.9],
  ageOffsetMonths: [3, 9],
  pubertyWarp: [0, 0.5, 1],
  measurementErrorCm: [0.5, 0.8],
};

/**
 * Fits the model on `train`: the grid point with the lowest CRPS, then the one interval scale
 * whose 80 % interval holds 80 % of the training outcomes.
 */
export function fitModel(train: readonly Start[]): ForecastModel {
  const pairs = pairsOf(train);
  let best: ForecastModel = { ...defaultForecastModel, intervalScale: 1 };
  let bestLoss = Number.POSITIVE_INFINITY;
  for (const kernel of searchGrid.kernel) {
    for (const persistentShare of searchGrid.persistentShare) {
      for (const lengthScale of searchGrid.lengthScale) {
        for (const ageOffsetMonths of searchGrid.ageOffsetMonths) {
          for (const pubertyWarp of searchGrid.pubertyWarp) {
            for (const measurementErrorCm of searchGrid.measurementErrorCm) {
              const model: ForecastModel = {
                ...defaultForecastModel,
                kernel,
                persistentShare,
                lengthScale,
                ageOffsetMonths,
                pubertyWarp,
                measurementErrorCm,
                intervalScale: 1,
              };
              const l = loss(model, pairs);
              if (l < bestLoss) {
                bestLoss = l;
                best = model;
              }
            }
          }
        }
      }
    }
  }
  let lo = 0.5;
  let hi = 2.5;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (coverage({ ...best, intervalScale: mid }, pairs) < 0.8) lo = mid;
    else hi = mid;
  }
  return { ...best, intervalScale: Math.round(hi * 100) / 100 };
}

/**
 * The regression-to-the-mean baseline, fitted on `train`: per age band and horizon, the target z
 * is b x the last z, with b by least squares (through 0, the reference mean).
 */
export function fitRegressionToMean(train: readonly Start[]): (start: Start, h: number) => number {
  const slopes = new Map<string, number>();
  for (const band of bands) {
    for (const horizon of horizons) {
      let xy = 0;
      let xx = 0;
      for (const start of train) {
        if (start.band !== band.name) continue;
        const outcome = start.outcomes.find((o) => o.horizon === horizon);
        if (!outcome) continue;
        const y = standingOf('height', start.sex, outcome.ageMonths, outcome.height).z;
        xy += start.lastZ * y;
        xx += start.lastZ * start.lastZ;
      }
      slopes.set(`${band.name} ${horizon}`, xx > 0 ? xy / xx : 1);
    }
  }
  return (start, horizon) => slopes.get(`${start.band} ${horizon}`) ?? 1;
}
