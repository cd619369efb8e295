import { describe, expect, it } from 'vitest';
import { findPredictionForSeason, upcomingSeasonYear } from './season-lookup';

const points = [
  { season: 'winter', year: 2026, id: 'w26' },
  { season: 'spring', year: 2027, id: 'sp27' },
  { season: 'winter', year: 2027, id: 'w27' },
] as const;

describe('findPredictionForSeason', () => {
  it('finds the same season and year', () => {
    expect(findPredictionForSeason(points, 'winter', 2027)?.id).toBe('w27');
  });

  it('falls back to the same season in the closest year', () => {
    expect(findPredictionForSeason(points, 'spring', 2029)?.id).toBe('sp27');
    expect(findPredictionForSeason(points, 'winter', 2025)?.id).toBe('w26');
  });

  it('finds nothing when no point has the season', () => {
    expect(findPredictionForSeason(points, 'summer', 2027)).toBeUndefined();
  });
});

describe('upcomingSeasonYear', () => {
  it('is this year for the current season', () => {
    expect(upcomingSeasonYear('autumn', { season: 'autumn', year: 2026 }, 'northern')).toBe(2026);
  });

  it('rolls over the year for a season still to come after winter', () => {
    // Northern winter 2026 runs Dec 2026 - Feb 2027; the next spring is spring 2027.
    expect(upcomingSeasonYear('spring', { season: 'winter', year: 2026 }, 'northern')).toBe(2027);
    expect(upcomingSeasonYear('winter', { season: 'autumn', year: 2026 }, 'northern')).toBe(2026);
    // In spring 2027 the next autumn is autumn 2027.
    expect(upcomingSeasonYear('autumn', { season: 'spring', year: 2027 }, 'northern')).toBe(2027);
  });
});
