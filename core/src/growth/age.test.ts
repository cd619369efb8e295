import { describe, expect, it } from 'vitest';
import { ageInWholeMonths, ageInYears, spokenAge } from './age';

describe('ageInWholeMonths', () => {
  it('counts calendar months, the month done on its day', () => {
    expect(ageInWholeMonths('2024-03-15', '2024-03-15')).toBe(0);
    expect(ageInWholeMonths('2024-03-15', '2024-04-14')).toBe(0);
    expect(ageInWholeMonths('2024-03-15', '2024-04-15')).toBe(1);
    expect(ageInWholeMonths('2022-01-31', '2024-04-30')).toBe(26);
    expect(ageInWholeMonths('2021-06-20', '2026-09-01')).toBe(62);
  });

  it('gives ageInYears in whole years', () => {
    for (const [birth, day] of [
      ['2021-06-20', '2026-06-19'],
      ['2021-06-20', '2026-06-20'],
      ['2020-02-29', '2025-02-28'],
      ['2020-02-29', '2025-03-01'],
    ] as const) {
      expect(Math.floor(ageInWholeMonths(birth, day) / 12)).toBe(ageInYears(birth, day));
    }
  });
});

describe('spokenAge', () => {
  it('says weeks under 3 months, counting whole weeks from birth', () => {
    expect(spokenAge('2026-10-20', '2026-10-20')).toEqual({ unit: 'weeks', weeks: 0 });
    expect(spokenAge('2026-10-20', '2026-11-26')).toEqual({ unit: 'weeks', weeks: 5 });
    // 19 Jan: 2 months and 30 days old, still weeks (13); on 20 Jan, 3 months.
    expect(spokenAge('2026-10-20', '2027-01-19')).toEqual({ unit: 'weeks', weeks: 13 });
    expect(spokenAge('2026-10-20', '2027-01-20')).toEqual({ unit: 'months', months: 3 });
  });

  it('says months under 2 years, and years with months from the second birthday', () => {
    expect(spokenAge('2025-06-30', '2026-11-27')).toEqual({ unit: 'months', months: 16 });
    expect(spokenAge('2024-11-28', '2026-11-27')).toEqual({ unit: 'months', months: 23 });
    expect(spokenAge('2024-11-27', '2026-11-27')).toEqual({ unit: 'years', years: 2, months: 0 });
    expect(spokenAge('2021-06-20', '2026-11-27')).toEqual({ unit: 'years', years: 5, months: 5 });
  });

  it('counts a leap-day birthday by the calendar', () => {
    expect(spokenAge('2024-02-29', '2026-02-28')).toEqual({ unit: 'months', months: 23 });
    expect(spokenAge('2024-02-29', '2026-03-01')).toEqual({ unit: 'years', years: 2, months: 0 });
  });
});
