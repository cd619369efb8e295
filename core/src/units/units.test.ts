import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmPerInch,
  cmToInches,
  fromMetric,
  inchesToCm,
  kgPerPound,
  kgToPounds,
  poundsToKg,
  toMetric,
  unitsOf,
} from './units';

/** One-decimal values as the forms produce them. */
const tenths = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10);

describe('unit factors', () => {
  it('uses the exact inch and the spec pound', () => {
    expect(cmPerInch).toBe(2.54);
    expect(kgPerPound).toBe(0.453592);
    expect(inchesToCm(100)).toBeCloseTo(254, 10);
    expect(cmToInches(254)).toBeCloseTo(100, 10);
    expect(poundsToKg(220)).toBeCloseTo(99.79024, 10);
    expect(kgToPounds(0.453592)).toBeCloseTo(1, 10);
  });

  it('labels units with codes', () => {
    expect(unitsOf.metric).toEqual({ length: 'cm', weight: 'kg', footLength: 'cm' });
    expect(unitsOf.imperial).toEqual({ length: 'in', weight: 'lbs', footLength: 'in' });
  });
});

describe('toMetric and fromMetric', () => {
  it('converts an imperial form to cm (1 decimal) and kg (2 decimals)', () => {
    expect(
      toMetric({ height: 39.4, weight: 33.4, footLength: 6.1, chest: 20 }, 'imperial'),
    ).toEqual({ height: 100.1, weight: 15.15, footLength: 15.5, chest: 50.8 });
  });

  it('keeps metric values, rounded, and leaves absent measurements absent', () => {
    const metric = toMetric({ height: 95.04, weight: 15.006, footLength: 15 }, 'metric');
    expect(metric).toEqual({ height: 95, weight: 15.01, footLength: 15 });
    expect('chest' in metric).toBe(false);
    expect(
      toMetric(
        { height: 160, weight: 50, footLength: 24, bust: 80, waist: 64, hips: 88 },
        'metric',
      ),
    ).toEqual({ height: 160, weight: 50, footLength: 24, bust: 80, waist: 64, hips: 88 });
  });

  it('shows stored values in the user system to 1 decimal', () => {
    expect(fromMetric({ height: 100, weight: 15, footLength: 15.5 }, 'imperial')).toEqual({
      height: 39.4,
      weight: 33.1,
      footLength: 6.1,
    });
    expect(fromMetric({ height: 100, weight: 15.15, footLength: 15.5 }, 'metric')).toEqual({
      height: 100,
      weight: 15.2,
      footLength: 15.5,
    });
  });

  it('rejects values that are not amounts', () => {
    expect(() => toMetric({ height: Number.NaN, weight: 1, footLength: 1 }, 'imperial')).toThrow(
      RangeError,
    );
    expect(() => fromMetric({ height: 1, weight: -1, footLength: 1 }, 'imperial')).toThrow(
      RangeError,
    );
    expect(() => toMetric({ height: 1, weight: 1, footLength: 1, hips: -2 }, 'metric')).toThrow(
      RangeError,
    );
  });

  it('round-trips a metric value through the imperial UI within the rounding error', () => {
    fc.assert(
      fc.property(tenths(250), tenths(100), tenths(35), (height, weight, footLength) => {
        const shown = fromMetric({ height, weight, footLength }, 'imperial');
        const back = toMetric(shown, 'imperial');
        // Half an imperial tenth, plus half a stored last place.
        const lengthError = 0.05 * cmPerInch + 0.05;
        const weightError = 0.05 * kgPerPound + 0.005;
        expect(Math.abs(back.height - height)).toBeLessThanOrEqual(lengthError + 1e-9);
        expect(Math.abs(back.footLength - footLength)).toBeLessThanOrEqual(lengthError + 1e-9);
        expect(Math.abs(back.weight - weight)).toBeLessThanOrEqual(weightError + 1e-9);
        // And the imperial numbers the user sees do not move on a second trip.
        expect(fromMetric(back, 'imperial')).toEqual(shown);
      }),
    );
  });

  it('shows a typed imperial value back unchanged', () => {
    fc.assert(
      fc.property(
        tenths(100),
        tenths(220),
        tenths(15),
        tenths(60),
        (height, weight, foot, chest) => {
          const typed = { height, weight, footLength: foot, chest };
          expect(fromMetric(toMetric(typed, 'imperial'), 'imperial')).toEqual(typed);
        },
      ),
    );
  });

  it('round-trips metric values unchanged through the metric system', () => {
    fc.assert(
      fc.property(tenths(250), tenths(100), tenths(35), (height, weight, footLength) => {
        const typed = { height, weight, footLength };
        expect(fromMetric(toMetric(typed, 'metric'), 'metric')).toEqual(typed);
      }),
    );
  });
});
