import { describe, expect, it } from 'vitest';
import { outOfHundred } from './out-of-hundred';

describe('outOfHundred', () => {
  it('rounds a percentile to whole children of 100', () => {
    expect(outOfHundred(61.6)).toBe(62);
    expect(outOfHundred(50)).toBe(50);
  });

  it('never says 0 or 100 of 100', () => {
    expect(outOfHundred(0.2)).toBe(1);
    expect(outOfHundred(99.8)).toBe(99);
    expect(() => outOfHundred(Number.NaN)).toThrow(RangeError);
  });
});
