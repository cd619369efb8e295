import { describe, expect, it } from 'vitest';
import {
  measurementFreshness,
  staleAfterDays,
  staleMaxDays,
  staleMinDays,
} from './measurement-staleness';

describe('staleAfterDays', () => {
  it('follows the WHO median growth of 1 cm: weeks for a baby, months for a school child', () => {
    expect(staleAfterDays('female', 6)).toBe(20);
    expect(staleAfterDays('male', 24)).toBe(36);
    expect(staleAfterDays('female', 60)).toBe(79);
    expect(staleAfterDays('male', 84)).toBe(65);
  });

  it('never asks more than every 2 weeks, and at least twice a year', () => {
    expect(staleAfterDays('female', 0)).toBe(staleMinDays);
    expect(staleAfterDays('male', 1)).toBe(staleMinDays);
    expect(staleAfterDays('female', 216)).toBe(staleMaxDays);
    expect(staleAfterDays('male', 300)).toBe(staleMaxDays);
  });
});

describe('measurementFreshness', () => {
  it('counts the days since the measurement and says when they pass the limit', () => {
    // A girl measured at 5 years: stale after 79 days (the 87-day-old measurement is).
    expect(measurementFreshness('female', '2021-06-20', '2026-06-20', '2026-09-07')).toEqual({
      stale: false,
      daysOld: 79,
    });
    expect(measurementFreshness('female', '2021-06-20', '2026-06-20', '2026-09-15')).toEqual({
      stale: true,
      daysOld: 87,
    });
  });

  it('finds a baby’s 3-week-old measurement stale', () => {
    expect(measurementFreshness('male', '2026-05-01', '2026-11-01', '2026-11-22')).toEqual({
      stale: true,
      daysOld: 21,
    });
  });

  it('treats a measurement dated after today as new', () => {
    expect(measurementFreshness('male', '2020-01-01', '2026-11-28', '2026-11-27').daysOld).toBe(0);
  });
});
