/**
 * A percentile as parents read it (issue 28): "taller than 62 of 100 children of the same age".
 * Whole children, 1 to 99: "taller than 0 of 100" or "than 100 of 100" would claim a certainty the
 * WHO tables do not give at their ends.
 */
export function outOfHundred(percentile: number): number {
  if (!Number.isFinite(percentile)) throw new RangeError(`Not a percentile: ${percentile}`);
  return Math.min(99, Math.max(1, Math.round(percentile)));
}
