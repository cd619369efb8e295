export type Sex = 'male' | 'female';

/** One month of a WHO table: Box-Cox power L, median M, coefficient of variation S, and centiles. */
export type LmsRow = {
  ageMonths: number;
  L: number;
  M: number;
  S: number;
  P3: number;
  P50: number;
  P97: number;
};

/** One age band of the foot-length table: empirical centiles only (no LMS exists). */
export type PercentileRow = { ageMonths: number; P3: number; P50: number; P97: number };

export type Indicator = 'height' | 'weight' | 'footLength';

/** Where a value was read: inside the table, or clamped to its nearest edge (age or z). */
export type Standing = {
  z: number;
  /** 0..100 */
  percentile: number;
  /** True when the age was outside the table or |z| was beyond the supported range. */
  clamped: boolean;
  /** True when the reference was derived rather than read (foot length under 30 months). */
  estimated: boolean;
};
