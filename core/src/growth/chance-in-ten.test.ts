import { describe, expect, it } from 'vitest';
import { chanceInTen } from './chance-in-ten';

const about = (tenths: number) => ({ kind: 'about', tenths });

describe('chanceInTen', () => {
  it('rounds to the nearest whole in 10', () => {
    expect(chanceInTen(0.7)).toEqual(about(7));
    expect(chanceInTen(0.74)).toEqual(about(7));
    expect(chanceInTen(0.75)).toEqual(about(8));
    expect(chanceInTen(0.31)).toEqual(about(3));
  });

  it('stays between 1 and 9 in 10, with words beyond', () => {
    expect(chanceInTen(0.05)).toEqual(about(1));
    expect(chanceInTen(0.12)).toEqual(about(1));
    expect(chanceInTen(0.93)).toEqual(about(9));
    expect(chanceInTen(0.95)).toEqual(about(9));
    expect(chanceInTen(0.951)).toEqual({ kind: 'almost-all' });
    expect(chanceInTen(1)).toEqual({ kind: 'almost-all' });
    expect(chanceInTen(0.049)).toEqual({ kind: 'fewer-than-one' });
    expect(chanceInTen(0)).toEqual({ kind: 'fewer-than-one' });
  });

  it('says nothing without a probability', () => {
    for (const chance of [undefined, Number.NaN, -0.1, 1.2, Infinity]) {
      expect(chanceInTen(chance)).toBeNull();
    }
  });
});
