import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from './round';

describe('roundTo', () => {
  it('rounds halves away from zero despite binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01); // 1.005 * 100 = 100.49999999999999
    expect(roundTo(27.55, 1)).toBe(27.6);
    expect(roundTo(27.54, 1)).toBe(27.5);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(Object.is(roundTo(-0.01, 1), 0)).toBe(true);
  });

  it('stays within half a unit of the last place', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.nat(4), (x, decimals) => {
        expect(Math.abs(roundTo(x, decimals) - x)).toBeLessThanOrEqual(0.5 / 10 ** decimals + 1e-9);
      }),
    );
  });
});
