import { describe, expect, it } from 'vitest';
import { parentHeightsForForm, parentHeightsOf, parentHeightsToMetric } from './parent-heights';

describe('parentHeightsOf', () => {
  it('reads the stored heights, null where missing', () => {
    expect(parentHeightsOf({ motherCm: 164.5, fatherCm: null, updatedAt: 'x' })).toEqual({
      motherCm: 164.5,
      fatherCm: null,
    });
    expect(parentHeightsOf({ fatherCm: 180 })).toEqual({ motherCm: null, fatherCm: 180 });
  });

  it('counts anything the rules would refuse as not given', () => {
    expect(parentHeightsOf({ motherCm: '170', fatherCm: 250 })).toEqual({
      motherCm: null,
      fatherCm: null,
    });
    expect(parentHeightsOf({ motherCm: Number.NaN, fatherCm: 119 })).toEqual({
      motherCm: null,
      fatherCm: null,
    });
    for (const data of [undefined, null, 'tall', 42, []]) {
      expect(parentHeightsOf(data)).toEqual({ motherCm: null, fatherCm: null });
    }
  });
});

describe('parentHeightsToMetric and parentHeightsForForm', () => {
  it('stores metric input as typed, and empty fields as null', () => {
    expect(
      parentHeightsToMetric({ motherHeight: 165.5, fatherHeight: undefined }, 'metric'),
    ).toEqual({ motherCm: 165.5, fatherCm: null });
  });

  it('converts inches to cm (one decimal) and back', () => {
    const stored = parentHeightsToMetric({ motherHeight: 64.5, fatherHeight: 70 }, 'imperial');
    expect(stored).toEqual({ motherCm: 163.8, fatherCm: 177.8 });
    expect(parentHeightsForForm(stored, 'imperial')).toEqual({
      motherHeight: '64.5',
      fatherHeight: '70',
    });
  });

  it('shows stored heights in the form unit, empty where not given', () => {
    expect(parentHeightsForForm({ motherCm: 170.2, fatherCm: null }, 'metric')).toEqual({
      motherHeight: '170.2',
      fatherHeight: '',
    });
    expect(parentHeightsForForm(null, 'imperial')).toEqual({ motherHeight: '', fatherHeight: '' });
  });
});
