import { describe, expect, it } from 'vitest';
import { lengthToMetric } from '../units/units';
import { fieldErrors } from './field-errors';
import {
  isParentHeightCm,
  parentHeightLimits,
  parentHeightLimitsCm,
  parentHeightsSchema,
} from './parent-heights.schema';

const metric = parentHeightsSchema('metric');
const imperial = parentHeightsSchema('imperial');
const outOfRange = ['child.parentHeightOutOfRange'];

describe('parentHeightsSchema', () => {
  it('accepts both heights, one, or none (both are optional)', () => {
    expect(fieldErrors(metric, { motherHeight: '165', fatherHeight: '181,5' })).toEqual({});
    expect(metric.cast({ motherHeight: '165', fatherHeight: '181,5' })).toEqual({
      motherHeight: 165,
      fatherHeight: 181.5,
    });
    expect(fieldErrors(metric, { motherHeight: '', fatherHeight: '178' })).toEqual({});
    expect(metric.cast({ motherHeight: '', fatherHeight: ' ' })).toEqual({
      motherHeight: undefined,
      fatherHeight: undefined,
    });
  });

  it('refuses heights outside 120-220 cm, with the range message', () => {
    expect(fieldErrors(metric, { motherHeight: '250', fatherHeight: '119.9' })).toEqual({
      motherHeight: outOfRange,
      fatherHeight: outOfRange,
    });
    expect(fieldErrors(metric, { motherHeight: '120', fatherHeight: '220' })).toEqual({});
    expect(fieldErrors(metric, { motherHeight: '220.1' })).toEqual({ motherHeight: outOfRange });
    expect(fieldErrors(metric, { fatherHeight: '0' })).toEqual({ fatherHeight: outOfRange });
    expect(fieldErrors(metric, { fatherHeight: '-170' })).toEqual({ fatherHeight: outOfRange });
  });

  it('refuses text and more than one decimal', () => {
    expect(fieldErrors(metric, { motherHeight: 'tall', fatherHeight: '170.25' })).toEqual({
      motherHeight: ['validation.invalidNumber'],
      fatherHeight: ['validation.oneDecimal'],
    });
  });

  it('checks imperial input by the value it is stored as', () => {
    // 5 ft 7 in and 6 ft.
    expect(fieldErrors(imperial, { motherHeight: '67', fatherHeight: '72' })).toEqual({});
    // 47.2 in is stored as 119.9 cm, 86.7 in as 220.2 cm: both refused.
    expect(fieldErrors(imperial, { motherHeight: '47.2', fatherHeight: '86.7' })).toEqual({
      motherHeight: outOfRange,
      fatherHeight: outOfRange,
    });
    expect(fieldErrors(imperial, { motherHeight: '47.3', fatherHeight: '86.6' })).toEqual({});
    // A metric height typed into the imperial form is far too tall.
    expect(fieldErrors(imperial, { fatherHeight: '180' })).toEqual({ fatherHeight: outOfRange });
  });
});

describe('parentHeightLimits', () => {
  it('are the first and last one-decimal values stored within 120-220 cm', () => {
    expect(parentHeightLimits.metric).toEqual({ min: 120, max: 220 });
    expect(parentHeightLimits.imperial).toEqual({ min: 47.3, max: 86.6 });
    for (const system of ['metric', 'imperial'] as const) {
      const { min, max } = parentHeightLimits[system];
      expect(lengthToMetric(min, system)).toBeGreaterThanOrEqual(parentHeightLimitsCm.min);
      expect(lengthToMetric(max, system)).toBeLessThanOrEqual(parentHeightLimitsCm.max);
      expect(lengthToMetric(min - 0.1, system)).toBeLessThan(parentHeightLimitsCm.min);
      expect(lengthToMetric(max + 0.1, system)).toBeGreaterThan(parentHeightLimitsCm.max);
    }
  });
});

describe('isParentHeightCm', () => {
  it('is true for finite numbers within 120-220 only', () => {
    expect([120, 165.5, 220].map(isParentHeightCm)).toEqual([true, true, true]);
    expect(
      [119.9, 220.1, Number.NaN, Infinity, '170', null, undefined, {}].map(isParentHeightCm),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});
