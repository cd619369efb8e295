import type { LmsRow } from './reference.types';

/**
 * Cole's LMS method as WHO applies it (WHO Child Growth Standards, Methods and development 2006,
 * chapter 7): z = ((y/M)^L - 1) / (L S), and for L = 0, ln(y/M) / S. For indicators with a
 * skewed distribution (weight, L ≠ 1) WHO restricts the LMS curve beyond ±3 SD and continues it
 * linearly with the distance between the 2 and 3 SD curves; we do the same, so extreme values
 * never produce NaN or absurd z-scores.
 */
type Lms = Pick<LmsRow, 'L' | 'M' | 'S'>;

function rawZ(y: number, { L, M, S }: Lms): number {
  return L === 0 ? Math.log(y / M) / S : ((y / M) ** L - 1) / (L * S);
}

function rawValue(z: number, { L, M, S }: Lms): number {
  if (L === 0) return M * Math.exp(S * z);
  const base = 1 + L * S * z;
  // For z far beyond the data the Box-Cox base can turn negative; the restricted method below
  // never asks for such z, but keep the result finite for any caller.
  return base <= 0 ? 0 : M * base ** (1 / L);
}

export function zFromLms(y: number, lms: Lms): number {
  const z = rawZ(y, lms);
  if (lms.L === 1 || Math.abs(z) <= 3) return z;
  if (z > 3) {
    const sd3 = rawValue(3, lms);
    const sd23 = sd3 - rawValue(2, lms);
    return 3 + (y - sd3) / sd23;
  }
  const sd3neg = rawValue(-3, lms);
  const sd23neg = rawValue(-2, lms) - sd3neg;
  return -3 + (y - sd3neg) / sd23neg;
}

export function valueFromLms(z: number, lms: Lms): number {
  if (lms.L === 1 || Math.abs(z) <= 3) return rawValue(z, lms);
  if (z > 3) {
    const sd3 = rawValue(3, lms);
    return sd3 + (z - 3) * (sd3 - rawValue(2, lms));
  }
  const sd3neg = rawValue(-3, lms);
  return sd3neg + (z + 3) * (rawValue(-2, lms) - sd3neg);
}
