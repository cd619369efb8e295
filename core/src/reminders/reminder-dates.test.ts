import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOnBirthday,
  birthdayIn,
  birthdayReminderMaxAge,
  birthdayReminderTarget,
  comingSeason,
} from './reminder-dates';

describe('comingSeason', () => {
  it('is the season a reminder day announces, in each hemisphere', () => {
    expect(comingSeason('2027-02-01', 'northern')).toMatchObject({ season: 'spring', year: 2027 });
    expect(comingSeason('2027-02-01', 'southern')).toMatchObject({ season: 'autumn', year: 2027 });
    expect(comingSeason('2026-11-01', 'northern')).toMatchObject({ season: 'winter', year: 2026 });
    expect(comingSeason('2026-11-01', 'southern')).toMatchObject({ season: 'summer', year: 2026 });
  });

  it('is the season after the current one on any other day', () => {
    expect(comingSeason('2026-11-25', 'northern')).toMatchObject({ season: 'winter', year: 2026 });
    expect(comingSeason('2027-01-15', 'northern')).toMatchObject({ season: 'spring', year: 2027 });
    expect(comingSeason('2027-07-20', 'southern')).toMatchObject({ season: 'spring', year: 2027 });
  });
});

describe('birthdayIn', () => {
  it('keeps the day, and moves 29 February to 28 February in other years', () => {
    expect(birthdayIn('2020-07-04', 2027)).toBe('2027-07-04');
    expect(birthdayIn('2020-02-29', 2027)).toBe('2027-02-28');
    expect(birthdayIn('2020-02-29', 2028)).toBe('2028-02-29');
  });
});

describe('birthdayReminderTarget', () => {
  it('is 14 days ahead, for every age from 1 to the oldest', () => {
    const { birthday, birthDates } = birthdayReminderTarget('2026-11-25');
    expect(birthday).toBe('2026-12-09');
    expect(birthDates).toHaveLength(birthdayReminderMaxAge);
    expect(birthDates[0]).toBe('2025-12-09');
    expect(birthDates.at(-1)).toBe(`${2026 - birthdayReminderMaxAge}-12-09`);
  });

  it('adds the 29 February children of leap years on 28 February of other years', () => {
    const { birthday, birthDates } = birthdayReminderTarget('2027-02-14');
    expect(birthday).toBe('2027-02-28');
    expect(birthDates).toContain('2024-02-29');
    expect(birthDates).toContain('2020-02-29');
    expect(birthDates).toContain('2024-02-28');
    expect(birthDates).not.toContain('2023-02-29');
    expect(birthDates.length).toBeLessThanOrEqual(30);
  });

  it('on 29 February of a leap year asks only for 29 February births', () => {
    const { birthday, birthDates } = birthdayReminderTarget('2028-02-15');
    expect(birthday).toBe('2028-02-29');
    expect(birthDates).toEqual([
      '2024-02-29',
      '2020-02-29',
      '2016-02-29',
      '2012-02-29',
      '2008-02-29',
    ]);
    // 28 February 2028 is its own day: those children are asked for the day before.
    expect(birthdayReminderTarget('2028-02-14').birthDates).not.toContain('2024-02-29');
  });

  it('crosses the year end', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(birthdayReminderTarget('2026-12-25').birthday).toBe('2027-01-08');
  });
});

describe('ageOnBirthday', () => {
  it('counts the years, also for 29 February children on 28 February', () => {
    expect(ageOnBirthday('2020-02-29', '2027-02-28')).toBe(7);
    expect(ageOnBirthday('2021-12-09', '2026-12-09')).toBe(5);
  });
});
