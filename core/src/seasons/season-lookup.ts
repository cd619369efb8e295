import { nextSeason, type Hemisphere, type Season } from './seasons';

/**
 * The spec's prediction lookup (section 4): the point for `season` in `year`, else the same season
 * in the closest year; undefined when no point has that season ('No prediction found ...').
 */
export function findPredictionForSeason<T extends { season: Season; year: number }>(
  points: readonly T[],
  season: Season,
  year: number,
): T | undefined {
  const same = points.filter((p) => p.season === season);
  return (
    same.find((p) => p.year === year) ??
    [...same].sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year))[0]
  );
}

/**
 * The year of `season`'s current occurrence if it is the current season, else of its next one: a
 * season page opened without a year shows the season the parent is shopping for.
 */
export function upcomingSeasonYear(
  season: Season,
  now: { season: Season; year: number },
  hemisphere: Hemisphere,
): number {
  let s = now;
  while (s.season !== season) s = nextSeason(s, hemisphere);
  return s.year;
}
