import { describe, expect, it } from 'vitest';
import { aboutDay, clothingChangesBetween } from './size-changes';

const day = (date: string) => Date.parse(date) / 86_400_000;

describe('aboutDay', () => {
  it('rounds to the 1st or the 15th of the month', () => {
    expect(aboutDay(day('2027-01-12'))).toBe('2027-01-15');
    expect(aboutDay(day('2027-01-07'))).toBe('2027-01-01');
    expect(aboutDay(day('2027-01-26'))).toBe('2027-02-01');
    expect(aboutDay(day('2028-02-22'))).toBe('2028-02-15');
    expect(aboutDay(day('2028-02-23'))).toBe('2028-03-01');
  });
});

describe('clothingChangesBetween', () => {
  // A baby girl: 58 cm on 1 December, 64 cm on 1 March.
  const winter = { date: '2026-12-01', height: { value: 58 }, clothingSize: 62 };
  const spring = { date: '2027-03-01', height: { value: 64 }, clothingSize: 68 };

  it('says when a baby outgrows a size within the season, and which comes next', () => {
    // 62 fits up to 60 cm (2 cm to grow): reached a third of the way, about 30 December.
    expect(clothingChangesBetween(winter, spring)).toEqual([
      { size: 62, until: '2027-01-01', next: 68 },
    ]);
  });

  it('lists each size a fast-growing newborn passes through', () => {
    const born = { date: '2026-12-01', height: { value: 50 }, clothingSize: 56 };
    expect(clothingChangesBetween(born, spring).map((c) => [c.size, c.next])).toEqual([
      [56, 62],
      [62, 68],
    ]);
  });

  it('is empty when the size holds, without a next point, and for teen tables', () => {
    const later = { ...spring, height: { value: 59.5 } };
    expect(clothingChangesBetween(winter, later)).toEqual([]);
    expect(clothingChangesBetween(winter, undefined)).toEqual([]);
    expect(clothingChangesBetween({ ...winter, clothingTable: 'women' }, spring)).toEqual([]);
  });
});
