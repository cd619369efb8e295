/**
 * The one order of a child's measurements, used by every screen and by the server's forecast:
 * newest day first, and within a day the newest entry first (a parent correcting 40 in to 41 in
 * the same day means 41). measuredAt is a calendar day (YYYY-MM-DD) and createdAt an ISO
 * timestamp, so both compare as strings. An entry without createdAt counts as the oldest of its day.
 */
export type OrderedMeasurement = { measuredAt: string; createdAt?: string | null };

function descending(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? 1 : -1;
}

/** Sort comparator: newest first (measuredAt, then createdAt, both descending). */
export function compareMeasurementsNewestFirst(
  a: OrderedMeasurement,
  b: OrderedMeasurement,
): number {
  return descending(a.measuredAt, b.measuredAt) || descending(a.createdAt ?? '', b.createdAt ?? '');
}

/** A copy of `measurements`, newest first. */
export function sortMeasurementsNewestFirst<T extends OrderedMeasurement>(
  measurements: readonly T[],
): T[] {
  return [...measurements].sort(compareMeasurementsNewestFirst);
}

/**
 * One measurement per day, the day's newest entry (a later entry of the same day corrects the
 * earlier one), newest day first. Forecasts and charts use this, so a corrected value is never
 * fitted or drawn next to its correction.
 */
export function newestPerDay<T extends OrderedMeasurement>(measurements: readonly T[]): T[] {
  const seen = new Set<string>();
  return sortMeasurementsNewestFirst(measurements).filter((m) => {
    if (seen.has(m.measuredAt)) return false;
    seen.add(m.measuredAt);
    return true;
  });
}
