import { valueFromLms, zFromLms } from './lms';
import { normalCdf, z97 } from './normal';
import type { Indicator, LmsRow, PercentileRow, Sex, Standing } from './reference.types';
import { footLengthForAge } from './tables/foot-length-for-age.generated';
import { heightForAge } from './tables/height-for-age.generated';
import { weightForAge } from './tables/weight-for-age.generated';

/**
 * The growth references by age: WHO 2006 (0-60 months) and WHO 2007 (61-228 months) for height
 * (recumbent length before 24 months, standing height from 24), WHO weight-for-age to 120 months,
 * and the foot-length bands of core/data/growth/SOURCES.md. Between whole months L, M and S are
 * interpolated linearly, which also bridges the 23→24 month length/height step and the 60→61
 * month join of the two WHO data sets without a jump.
 */

/** z-scores further out than this are reported as this, with `clamped`. */
export const maxAbsZ = 5;

type Lms = { L: number; M: number; S: number };

const lmsTables: Record<'height' | 'weight', Record<Sex, readonly LmsRow[]>> = {
  height: heightForAge,
  weight: weightForAge,
};

function lastAge(rows: readonly { ageMonths: number }[]): number {
  return rows[rows.length - 1]?.ageMonths ?? 0;
}

function interpolate<K extends string>(
  a: Record<K, number>,
  b: Record<K, number>,
  t: number,
  keys: readonly K[],
): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of keys) out[key] = a[key] + (b[key] - a[key]) * t;
  return out;
}

/** L, M, S of height or weight at any age; ages outside the table are clamped and flagged. */
export function lmsAt(
  indicator: 'height' | 'weight',
  sex: Sex,
  ageMonths: number,
): Lms & { clamped: boolean } {
  const rows = lmsTables[indicator][sex];
  const max = lastAge(rows);
  const clamped = !(ageMonths >= 0 && ageMonths <= max);
  const age = Number.isFinite(ageMonths) ? Math.min(Math.max(ageMonths, 0), max) : 0;
  const lower = rows[Math.floor(age)];
  const upper = rows[Math.ceil(age)] ?? lower;
  if (!lower || !upper) throw new Error(`No ${indicator} reference rows`);
  const lms = interpolate(lower, upper, age - Math.floor(age), ['L', 'M', 'S']);
  return { ...lms, clamped };
}

/** The foot bands with each centile held at its highest value so far (SOURCES: feet don't shrink). */
const footBands: Record<Sex, PercentileRow[]> = {
  male: monotone(footLengthForAge.male),
  female: monotone(footLengthForAge.female),
};

function monotone(rows: readonly PercentileRow[]): PercentileRow[] {
  const out: PercentileRow[] = [];
  for (const row of rows) {
    const prev = out[out.length - 1];
    out.push(
      prev
        ? {
            ageMonths: row.ageMonths,
            P3: Math.max(prev.P3, row.P3),
            P50: Math.max(prev.P50, row.P50),
            P97: Math.max(prev.P97, row.P97),
          }
        : { ...row },
    );
  }
  return out;
}

export type FootReference = {
  P3: number;
  P50: number;
  P97: number;
  clamped: boolean;
  /** True below the first band (30 months), where the centiles are derived from height. */
  estimated: boolean;
};

/**
 * Foot-length centiles at any age. The data start with the 24-35 month band (centred on 30
 * months). Younger children have no foot data at all; there, the centiles of the first band are
 * scaled with the WHO median length, i.e. the foot keeps the foot/height proportion measured in
 * the same children (about 15.8 %, SOURCES.md): an estimate, and flagged as one.
 */
export function footReferenceAt(sex: Sex, ageMonths: number): FootReference {
  const bands = footBands[sex];
  const first = bands[0];
  const last = bands[bands.length - 1];
  if (!first || !last) throw new Error('No foot reference rows');
  const age = Number.isFinite(ageMonths) ? Math.max(ageMonths, 0) : 0;
  if (age < first.ageMonths) {
    const ratio = lmsAt('height', sex, age).M / lmsAt('height', sex, first.ageMonths).M;
    return {
      P3: first.P3 * ratio,
      P50: first.P50 * ratio,
      P97: first.P97 * ratio,
      clamped: !(ageMonths >= 0),
      estimated: true,
    };
  }
  if (age >= last.ageMonths) {
    return {
      P3: last.P3,
      P50: last.P50,
      P97: last.P97,
      clamped: age > last.ageMonths,
      estimated: false,
    };
  }
  const i = bands.findIndex((band) => band.ageMonths > age);
  const upper = bands[i];
  const lower = bands[i - 1];
  if (!upper || !lower) throw new Error('Foot reference lookup failed');
  const t = (age - lower.ageMonths) / (upper.ageMonths - lower.ageMonths);
  return {
    ...interpolate(lower, upper, t, ['P3', 'P50', 'P97']),
    clamped: false,
    estimated: false,
  };
}

/**
 * The foot data have centiles but no LMS: a value's z is read piecewise-linearly between P3, P50
 * and P97 (which sit at z = ∓1.881), so the skew of the data is kept on each side.
 */
function footZ(value: number, ref: FootReference): number {
  return value >= ref.P50
    ? (z97 * (value - ref.P50)) / (ref.P97 - ref.P50)
    : (z97 * (value - ref.P50)) / (ref.P50 - ref.P3);
}

function footValue(z: number, ref: FootReference): number {
  return z >= 0
    ? ref.P50 + (z / z97) * (ref.P97 - ref.P50)
    : ref.P50 + (z / z97) * (ref.P50 - ref.P3);
}

/** Where a measurement stands: z-score and percentile for the child's sex and age. */
export function standingOf(
  indicator: Indicator,
  sex: Sex,
  ageMonths: number,
  value: number,
): Standing {
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new RangeError(`A ${indicator} must be a positive number, got ${value}`);
  }
  let z: number;
  let clamped: boolean;
  let estimated = false;
  if (indicator === 'footLength') {
    const ref = footReferenceAt(sex, ageMonths);
    z = footZ(value, ref);
    clamped = ref.clamped;
    estimated = ref.estimated;
  } else {
    const lms = lmsAt(indicator, sex, ageMonths);
    z = zFromLms(value, lms);
    clamped = lms.clamped;
  }
  if (Math.abs(z) > maxAbsZ) {
    z = Math.sign(z) * maxAbsZ;
    clamped = true;
  }
  return { z, percentile: normalCdf(z) * 100, clamped, estimated };
}

/** The value at a z-score (a centile curve point), for charts and forecasts. */
export function valueAt(indicator: Indicator, sex: Sex, ageMonths: number, z: number): number {
  const zc = Math.max(-maxAbsZ, Math.min(maxAbsZ, z));
  if (indicator === 'footLength') return footValue(zc, footReferenceAt(sex, ageMonths));
  return valueFromLms(zc, lmsAt(indicator, sex, ageMonths));
}

/** The last age each reference covers, in months. */
export const referenceAgeLimits: Record<Indicator, number> = {
  height: lastAge(heightForAge.male),
  weight: lastAge(weightForAge.male),
  footLength: lastAge(footLengthForAge.male),
};
