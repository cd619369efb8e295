import { describe, expect, it } from 'vitest';
import { seasonInstance, type PredictionData } from '@sprout/core';
import { predictionFresh, reminderSizes, staleDaysOf } from './reminder-sizes';

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
      fit: null,
    });
    expect(reminderSizes(undefined)).toEqual({
      clothingSize: null,
      shoeSize: null,
      heightCm: null,
      footLengthCm: null,
      fit: null,
    });
  });

  it('names no shoe size for a child who will not walk yet on the point’s day', () => {
    // Born 2026-08-01: 7 months on 2027-03-01.
    const baby = { birthDate: '2026-08-01' };
    expect(reminderSizes(point({}), baby).shoeSize).toBeNull();
    expect(reminderSizes(point({}), { ...baby, walks: true }).shoeSize).toBe(28);
    expect(reminderSizes(point({}), { birthDate: '2021-06-20' }).shoeSize).toBe(28);
  });

  it('carries the chance of the forecast’s own size, for the statement the season page makes', () => {
    expect(reminderSizes(point({ clothingChance: 0.68, catalogueClothingSize: 110 })).fit).toEqual({
      clothingSize: 110,
      chance: 0.68,
      heightLowCm: 106,
      heightHighCm: 110,
    });
  });
});

describe('staleDaysOf', () => {
  const girl = { gender: 'female' as const, birthDate: '2021-06-20' };

  it('gives the days since the newest measurement once growth has outdated it', () => {
    // Measured at 5 years: stale after 79 days (core's measurementFreshness).
    const measured = point({ lastMeasuredAt: '2026-06-20' });
    expect(staleDaysOf(girl, measured, '2026-09-07')).toBeNull();
    expect(staleDaysOf(girl, measured, '2026-09-15')).toBe(87);
  });

  it('says nothing without a forecast or a point written before the date was kept', () => {
    expect(staleDaysOf(girl, undefined, '2026-09-15')).toBeNull();
    expect(staleDaysOf(girl, point({}), '2026-09-15')).toBeNull();
  });
});
