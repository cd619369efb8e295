import { describe, expect, it } from 'vitest';
import { ageGroup, ageGroupForYears } from './age-group';

describe('ageGroup', () => {
  it('is children under 13, teens from the 13th birthday, adults from the 20th', () => {
    expect(ageGroup('2012-06-15', '2025-06-14')).toBe('children');
    expect(ageGroup('2012-06-15', '2025-06-15')).toBe('teens');
    expect(ageGroup('2012-06-15', '2032-06-14')).toBe('teens');
    expect(ageGroup('2012-06-15', '2032-06-15')).toBe('adults');
    expect(ageGroup('2020-01-01', '2020-01-01')).toBe('children');
  });

  it('counts birthdays on 29 February like ageInYears (1 March in other years)', () => {
    expect(ageGroup('2012-02-29', '2025-02-28')).toBe('children');
    expect(ageGroup('2012-02-29', '2025-03-01')).toBe('teens');
  });

  it('maps whole years and refuses non-numbers', () => {
    expect([0, 12, 13, 19, 20, 45].map(ageGroupForYears)).toEqual([
      'children',
      'children',
      'teens',
      'teens',
      'adults',
      'adults',
    ]);
    expect(() => ageGroupForYears(Number.NaN)).toThrow(RangeError);
  });
});
