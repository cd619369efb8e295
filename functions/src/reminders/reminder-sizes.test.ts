import { describe, expect, it } from 'vitest';
import { seasonInstance, type PredictionData } from '@sprout/core';
import { predictionFresh, reminderSizes } from './reminder-sizes';

const point = (fields: Partial<PredictionData>): PredictionData => ({
  step: 1,
  season: 'spring',
  year: 2027,
  date: '2027-03-01',
  ageMonths: 60,
  height: { value: 108, low: 106, high: 110 },
  footLength: { value: 17.5, low: 17, high: 18, estimated: false },
  confidence: 0.9,
  accuracy: 'high',
  clothingSize: 110,
  shoeSize: 28,
  generatedAt: '2026-12-15T10:00:00.000Z',
  ...fields,
});

const spring = seasonInstance('spring', 2027, 'northern');

describe('predictionFresh', () => {
  it('takes a point for the season made within a season of the run', () => {
    expect(predictionFresh(point({}), spring, '2027-02-01')).toBe(true);
  });

  it('redoes missing, old and other-hemisphere points', () => {
    expect(predictionFresh(undefined, spring, '2027-02-01')).toBe(false);
    expect(
      predictionFresh(point({ generatedAt: '2026-10-01T00:00:00Z' }), spring, '2027-02-01'),
    ).toBe(false);
    // Stored while the parent was in Australia: spring there starts in September.
    expect(predictionFresh(point({ date: '2027-09-01' }), spring, '2027-02-01')).toBe(false);
  });
});

describe('reminderSizes', () => {
  it("names the catalogue's clothing size, the shoe size and the lengths", () => {
    expect(reminderSizes(point({ clothingSize: 46, catalogueClothingSize: 170 }))).toEqual({
      clothingSize: 170,
      shoeSize: 28,
      heightCm: 108,
      footLengthCm: 17.5,
    });
    expect(reminderSizes(undefined)).toEqual({
      clothingSize: null,
      shoeSize: null,
      heightCm: null,
      footLengthCm: null,
    });
  });
});
