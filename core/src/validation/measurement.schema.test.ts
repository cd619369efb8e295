import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from './field-errors';
import { toMetric } from '../units/units';
import {
  extraMeasurementFields,
  measurementLimit,
  measurementLimits,
  measurementSchema,
  metricMeasurementLimits,
} from './measurement.schema';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const metric = measurementSchema('metric');
const imperial = measurementSchema('imperial');
const valid = { height: '104,5', weight: '17.2', footLength: 17, measuredAt: '2026-06-01' };

describe('measurementSchema', () => {
  it('reads form strings with a comma or a dot', () => {
    expect(metric.cast(valid)).toMatchObject({ height: 104.5, weight: 17.2, footLength: 17 });
    expect(fieldErrors(metric, valid)).toEqual({});
  });

  it('defaults the date to today', () => {
    const { measuredAt } = metric.cast({ height: 1, weight: 1, footLength: 1 });
    expect(measuredAt).toMatch(/^2026-06-1[56]$/);
  });

  it('requires the three numbers and reports each kind of problem', () => {
    expect(
      fieldErrors(metric, { height: '', weight: 'abc', footLength: '0', measuredAt: '' }),
    ).toEqual({
      height: ['validation.required'],
      weight: ['validation.invalidNumber'],
      footLength: ['validation.mustBePositive'],
      measuredAt: ['validation.required'],
    });
    expect(fieldErrors(metric, { ...valid, height: '104.25' })).toEqual({
      height: ['validation.oneDecimal'],
    });
    expect(fieldErrors(metric, { ...valid, weight: '-1' })).toEqual({
      weight: ['validation.mustBePositive'],
    });
  });

  it('caps each field at what the server stores, in the form unit', () => {
    const atMax = (system: 'metric' | 'imperial') => {
      const { height, weight, footLength, extra } = measurementLimits[system];
      return { height, weight, footLength, chest: extra, measuredAt: '2026-06-01' };
    };
    expect(fieldErrors(metric, atMax('metric'))).toEqual({});
    expect(fieldErrors(imperial, atMax('imperial'))).toEqual({});
    expect(measurementLimits.metric).toEqual(metricMeasurementLimits);
    // 13.8 in is stored as 35.1 cm, 98.5 in as 250.2 cm, 220.5 lbs as 100.02 kg, 59.1 in as 150.1 cm.
    expect(measurementLimits.imperial).toEqual({
      height: 98.4,
      weight: 220.4,
      footLength: 13.7,
      extra: 59,
    });
    expect(measurementLimit('footLength', 'imperial')).toBe(13.7);
    expect(measurementLimit('hips', 'metric')).toBe(150);
    expect(
      fieldErrors(imperial, {
        height: 98.5,
        weight: 220.5,
        footLength: 14,
        chest: 59.1,
        measuredAt: '2026-06-01',
      }),
    ).toEqual({
      height: ['measurement.heightTooLarge'],
      weight: ['measurement.weightTooLarge'],
      footLength: ['measurement.footLengthTooLarge'],
      chest: ['measurement.chestTooLarge'],
    });
    expect(fieldErrors(metric, { ...valid, height: 250.1, hips: 150.1 })).toEqual({
      height: ['measurement.heightTooLarge'],
      hips: ['measurement.hipsTooLarge'],
    });
  });

  it('accepts exactly the one-decimal values whose stored value the rules accept', () => {
    // firestore.rules: height <= 250, weight <= 100, footLength <= 35, extras <= 150 (stored).
    const fields = [
      ['height', 250],
      ['weight', 100],
      ['footLength', 35],
      ['waist', 150],
    ] as const;
    for (const system of ['metric', 'imperial'] as const) {
      const schema = measurementSchema(system);
      for (const [field, serverMax] of fields) {
        const limit = measurementLimit(field, system);
        for (let tenths = Math.round(limit * 10) - 30; tenths <= limit * 10 + 30; tenths++) {
          const value = tenths / 10;
          const stored = toMetric({ height: 1, weight: 1, footLength: 1, [field]: value }, system)[
            field
          ];
          const errors = fieldErrors(schema, {
            ...valid,
            height: 1,
            weight: 1,
            footLength: 1,
            [field]: value,
          });
          expect(errors[field] === undefined, `${system} ${field} ${value}`).toBe(
            (stored ?? 0) <= serverMax,
          );
          expect(value <= limit).toBe((stored ?? 0) <= serverMax);
        }
      }
    }
  });

  it('leaves the extra measurements optional, empty strings included', () => {
    const input = { ...valid, chest: '', bust: null, waist: undefined, hips: ' ' };
    expect(fieldErrors(metric, input)).toEqual({});
    expect(metric.cast(input).chest).toBeUndefined();
  });

  it('refuses a measurement date in the future', () => {
    expect(fieldErrors(metric, { ...valid, measuredAt: '2026-06-17' })).toEqual({
      measuredAt: ['validation.dateInFuture'],
    });
    expect(fieldErrors(metric, { ...valid, measuredAt: '2026-13-01' })).toEqual({
      measuredAt: ['validation.dateInvalid'],
    });
  });

  it('with the child in context, checks the date and which extras apply', () => {
    const girl = { gender: 'female', birthDate: '2013-01-10' } as const;
    // 13 on 10 January 2026: bust, waist and hips apply from then, chest never.
    expect(fieldErrors(metric, { ...valid, bust: 80, waist: 60, hips: 85 }, girl)).toEqual({});
    expect(fieldErrors(metric, { ...valid, chest: 80 }, girl)).toEqual({
      chest: ['measurement.extraNotApplicable'],
    });
    expect(fieldErrors(metric, { ...valid, measuredAt: '2026-01-09', bust: 80 }, girl)).toEqual({
      bust: ['measurement.extraNotApplicable'],
    });
    expect(fieldErrors(metric, { ...valid, measuredAt: '2013-01-09' }, girl)).toEqual({
      measuredAt: ['measurement.beforeBirth'],
    });
  });
});

describe('extraMeasurementFields', () => {
  it('offers chest to boys and bust, waist, hips to girls, from 13', () => {
    expect(extraMeasurementFields('male', 12)).toEqual([]);
    expect(extraMeasurementFields('female', 12.9)).toEqual([]);
    expect(extraMeasurementFields('male', 13)).toEqual(['chest']);
    expect(extraMeasurementFields('female', 16)).toEqual(['bust', 'waist', 'hips']);
  });
});
