import { describe, expect, it } from 'vitest';
import { ageInWholeMonths, ageInYears } from './age';

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
