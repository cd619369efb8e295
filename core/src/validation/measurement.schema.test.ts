import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from './field-errors';
import { extraMeasurementFields, measurementLimits, measurementSchema } from './measurement.schema';

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

  it('caps each field by the unit system', () => {
    const atMax = (system: 'metric' | 'imperial') => {
      const { height, weight, footLength, extra } = measurementLimits[system];
      return { height, weight, footLength, chest: extra, measuredAt: '2026-06-01' };
    };
    expect(fieldErrors(metric, atMax('metric'))).toEqual({});
    expect(fieldErrors(imperial, atMax('imperial'))).toEqual({});
    expect(measurementLimits.imperial).toEqual({
      height: 100,
      weight: 220,
      footLength: 15,
      extra: 59,
    });
    expect(
      fieldErrors(imperial, { height: 100.1, weight: 220.1, footLength: 15.1, chest: 59.1 }),
    ).toEqual({
      height: ['validation.outOfRange'],
      weight: ['validation.outOfRange'],
      footLength: ['validation.outOfRange'],
      chest: ['validation.outOfRange'],
    });
    expect(fieldErrors(metric, { ...valid, height: 250.1, hips: 150.1 })).toEqual({
      height: ['validation.outOfRange'],
      hips: ['validation.outOfRange'],
    });
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
