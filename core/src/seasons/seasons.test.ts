import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInMonths, dayNumber } from '../growth/age';
import {
  ageAtSeasonStart,
  currentSeason,
  isSeason,
  nextSeason,
  previousSeason,
  reminderDate,
  seasonInstance,
  seasonOfMonth,
  seasonRemindedOn,
  seasons,
  upcomingSeasons,
  type Hemisphere,
  type Season,
} from './seasons';

const hemispheres = fc.constantFrom<Hemisphere>('northern', 'southern');
const seasonArb = fc.constantFrom(...seasons);
const seasonRef = fc.record({ season: seasonArb, year: fc.integer({ min: 1901, max: 2199 }) });

/** Any calendar day from 2000-01-01 to 2100-12-31. */
const dates = fc
  .integer({ min: dayNumber('2000-01-01'), max: dayNumber('2100-12-31') })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const s = (season: Season, year: number) => ({ season, year });

describe('seasonOfMonth', () => {
  it('follows the month table of the spec in the north', () => {
    const north = Array.from({ length: 12 }, (_, i) => seasonOfMonth(i + 1, 'northern'));
    expect(north).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'spring',
      'summer',
      'summer',
      'summer',
      'autumn',
      'autumn',
      'autumn',
      'winter',
    ]);
  });

  it('reverses it in the south', () => {
    expect(seasonOfMonth(3, 'southern')).toBe('autumn');
    expect(seasonOfMonth(6, 'southern')).toBe('winter');
    expect(seasonOfMonth(9, 'southern')).toBe('spring');
    expect(seasonOfMonth(12, 'southern')).toBe('summer');
    expect(seasonOfMonth(1, 'southern')).toBe('summer');
    for (let month = 1; month <= 12; month += 1) {
      expect(seasonOfMonth(month, 'southern')).toBe(
        seasonOfMonth(((month + 5) % 12) + 1, 'northern'),
      );
    }
  });

  it("starts spring in March, not in the spec's April (an off-by-one of the old code)", () => {
    expect(seasonOfMonth(3, 'northern')).toBe('spring');
    expect(seasonInstance('spring', 2026, 'northern').start).toBe('2026-03-01');
    expect(seasonInstance('winter', 2026, 'northern').start).toBe('2026-12-01');
  });

  it('rejects months outside 1-12', () => {
    for (const month of [0, 13, 1.5, Number.NaN]) {
      expect(() => seasonOfMonth(month, 'northern')).toThrow(RangeError);
    }
  });
});

describe('seasonInstance', () => {
  it('runs from the first day of the first month to the last day of the third', () => {
    expect(seasonInstance('spring', 2026, 'northern')).toEqual({
      season: 'spring',
      year: 2026,
      start: '2026-03-01',
      end: '2026-05-31',
    });
    expect(seasonInstance('winter', 2026, 'northern')).toMatchObject({
      start: '2026-12-01',
      end: '2027-02-28',
    });
    expect(seasonInstance('winter', 2027, 'northern').end).toBe('2028-02-29');
    expect(seasonInstance('winter', 1999, 'northern').end).toBe('2000-02-29');
    expect(seasonInstance('winter', 2099, 'northern').end).toBe('2100-02-28');
    expect(seasonInstance('summer', 2026, 'southern')).toMatchObject({
      start: '2026-12-01',
      end: '2027-02-28',
    });
    expect(seasonInstance('winter', 2026, 'southern')).toMatchObject({
      start: '2026-06-01',
      end: '2026-08-31',
    });
  });

  it('rejects years that are not whole', () => {
    expect(() => seasonInstance('spring', 2026.5, 'northern')).toThrow(RangeError);
  });
});

describe('currentSeason', () => {
  it('puts January in the winter that started in December', () => {
    expect(currentSeason('2027-01-15', 'northern')).toMatchObject({ season: 'winter', year: 2026 });
    expect(currentSeason('2027-01-15', 'southern')).toMatchObject({ season: 'summer', year: 2026 });
    expect(currentSeason('2026-12-01', 'northern')).toMatchObject({ season: 'winter', year: 2026 });
    expect(currentSeason('2026-02-28', 'northern')).toMatchObject({ season: 'winter', year: 2025 });
    expect(currentSeason('2026-04-10', 'southern')).toMatchObject({ season: 'autumn', year: 2026 });
    expect(currentSeason('2026-03-01', 'northern')).toMatchObject({ season: 'spring', year: 2026 });
  });

  it('rejects dates that are not calendar days', () => {
    expect(() => currentSeason('2026-02-30', 'northern')).toThrow(RangeError);
    expect(() => currentSeason('spring', 'northern')).toThrow(RangeError);
  });

  it('contains the date, for any day of 2000-2100 in both hemispheres', () => {
    fc.assert(
      fc.property(dates, hemispheres, (date, hemisphere) => {
        const season = currentSeason(date, hemisphere);
        expect(season.start <= date && date <= season.end).toBe(true);
        expect(season.season).toBe(seasonOfMonth(Number(date.slice(5, 7)), hemisphere));
      }),
    );
  });
});

describe('nextSeason and previousSeason', () => {
  it('roll the year over where the season starting in December ends', () => {
    expect(nextSeason(s('winter', 2026), 'northern')).toMatchObject(s('spring', 2027));
    expect(nextSeason(s('autumn', 2026), 'northern')).toMatchObject(s('winter', 2026));
    expect(previousSeason(s('spring', 2027), 'northern')).toMatchObject(s('winter', 2026));
    expect(nextSeason(s('spring', 2026), 'southern')).toMatchObject(s('summer', 2026));
    expect(nextSeason(s('summer', 2026), 'southern')).toMatchObject(s('autumn', 2027));
    expect(nextSeason(s('winter', 2027), 'southern')).toMatchObject(s('spring', 2027));
    expect(previousSeason(s('autumn', 2027), 'southern')).toMatchObject(s('summer', 2026));
  });

  it('undo each other', () => {
    fc.assert(
      fc.property(seasonRef, hemispheres, (ref, hemisphere) => {
        const instance = seasonInstance(ref.season, ref.year, hemisphere);
        expect(nextSeason(previousSeason(ref, hemisphere), hemisphere)).toEqual(instance);
        expect(previousSeason(nextSeason(ref, hemisphere), hemisphere)).toEqual(instance);
        // No gap and no overlap, leap years included.
        const next = nextSeason(ref, hemisphere);
        expect(dayNumber(next.start)).toBe(dayNumber(instance.end) + 1);
      }),
    );
  });

  it('come back to the same season a year later after four steps', () => {
    fc.assert(
      fc.property(seasonRef, hemispheres, (ref, hemisphere) => {
        let current = seasonInstance(ref.season, ref.year, hemisphere);
        const order: Season[] = [];
        for (let i = 0; i < 4; i += 1) {
          current = nextSeason(current, hemisphere);
          order.push(current.season);
        }
        expect(current).toEqual(seasonInstance(ref.season, ref.year + 1, hemisphere));
        const start = seasons.indexOf(ref.season);
        expect(order).toEqual([1, 2, 3, 4].map((k) => seasons[(start + k) % 4]));
      }),
    );
  });
});

describe('upcomingSeasons', () => {
  it('starts with the current season', () => {
    expect(
      upcomingSeasons('2026-11-20', 'northern', 4).map(({ season, year }) => `${season} ${year}`),
    ).toEqual(['autumn 2026', 'winter 2026', 'spring 2027', 'summer 2027']);
    expect(
      upcomingSeasons('2026-11-20', 'southern', 4).map(({ season, year }) => `${season} ${year}`),
    ).toEqual(['spring 2026', 'summer 2026', 'autumn 2027', 'winter 2027']);
    expect(upcomingSeasons('2026-11-20', 'northern', 0)).toEqual([]);
    expect(() => upcomingSeasons('2026-11-20', 'northern', -1)).toThrow(RangeError);
    expect(() => upcomingSeasons('2026-11-20', 'northern', 1.5)).toThrow(RangeError);
  });

  it('are consecutive: each starts the day after the one before ends', () => {
    fc.assert(
      fc.property(dates, hemispheres, fc.integer({ min: 1, max: 12 }), (date, hemisphere, n) => {
        const list = upcomingSeasons(date, hemisphere, n);
        expect(list).toHaveLength(n);
        expect(list[0]).toEqual(currentSeason(date, hemisphere));
        for (let i = 1; i < list.length; i += 1) {
          const before = list[i - 1];
          const after = list[i];
          if (!before || !after) throw new Error('missing season');
          expect(dayNumber(after.start)).toBe(dayNumber(before.end) + 1);
          expect(after).toEqual(nextSeason(before, hemisphere));
        }
      }),
    );
  });
});

describe('reminderDate', () => {
  it('is the first of the month before the season: Feb 1, May 1, Aug 1, Nov 1', () => {
    expect(reminderDate('spring', 2027, 'northern')).toBe('2027-02-01');
    expect(reminderDate('summer', 2027, 'northern')).toBe('2027-05-01');
    expect(reminderDate('autumn', 2027, 'northern')).toBe('2027-08-01');
    expect(reminderDate('winter', 2026, 'northern')).toBe('2026-11-01');
    expect(reminderDate('spring', 2026, 'southern')).toBe('2026-08-01');
    expect(reminderDate('summer', 2026, 'southern')).toBe('2026-11-01');
    expect(reminderDate('autumn', 2027, 'southern')).toBe('2027-02-01');
    expect(reminderDate('winter', 2026, 'southern')).toBe('2026-05-01');
  });

  it('names the season a reminder day is for, and nothing on other days', () => {
    expect(seasonRemindedOn('2027-02-01', 'northern')).toMatchObject(s('spring', 2027));
    expect(seasonRemindedOn('2027-02-01', 'southern')).toMatchObject(s('autumn', 2027));
    expect(seasonRemindedOn('2026-11-01', 'northern')).toMatchObject(s('winter', 2026));
    expect(seasonRemindedOn('2026-11-01', 'southern')).toMatchObject(s('summer', 2026));
    expect(seasonRemindedOn('2027-02-02', 'northern')).toBeNull();
    expect(seasonRemindedOn('2027-03-01', 'northern')).toBeNull();
  });

  it('is one month before every season start, and maps back to that season', () => {
    fc.assert(
      fc.property(seasonRef, hemispheres, (ref, hemisphere) => {
        const date = reminderDate(ref.season, ref.year, hemisphere);
        const instance = seasonInstance(ref.season, ref.year, hemisphere);
        expect(date.slice(8)).toBe('01');
        const gap = dayNumber(instance.start) - dayNumber(date);
        expect(gap).toBeGreaterThanOrEqual(28);
        expect(gap).toBeLessThanOrEqual(31);
        expect(seasonRemindedOn(date, hemisphere)).toEqual(instance);
      }),
    );
  });
});

describe('ageAtSeasonStart', () => {
  it('is the age in 30.44-day months on the first day of the season', () => {
    expect(ageAtSeasonStart('2024-03-01', s('spring', 2026), 'northern')).toBeCloseTo(
      730 / 30.44,
      10,
    );
    expect(ageAtSeasonStart('2024-03-01', s('winter', 2026), 'northern')).toBe(
      ageInMonths('2024-03-01', '2026-12-01'),
    );
    expect(ageAtSeasonStart('2024-03-01', s('winter', 2026), 'southern')).toBe(
      ageInMonths('2024-03-01', '2026-06-01'),
    );
  });
});

describe('isSeason', () => {
  it('accepts the four season keys only', () => {
    for (const season of seasons) expect(isSeason(season)).toBe(true);
    expect(isSeason('fall')).toBe(false);
    expect(isSeason(undefined)).toBe(false);
  });
});
