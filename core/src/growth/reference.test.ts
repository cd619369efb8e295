import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalCdf, normalQuantile, z97 } from './normal';
import { footReferenceAt, lmsAt, referenceAgeLimits, standingOf, valueAt } from './reference';
import { heightForAge } from './tables/height-for-age.generated';
import { weightForAge } from './tables/weight-for-age.generated';
import { footLengthForAge } from './tables/foot-length-for-age.generated';
import { ageInMonths, ageInYears, addMonths } from './age';

const sexes = ['male', 'female'] as const;

describe('age', () => {
  it('counts 30.44-day months and calendar years', () => {
    expect(ageInMonths('2020-01-01', '2020-01-31')).toBeCloseTo(30 / 30.44, 6);
    expect(ageInMonths('2020-01-01', '2022-01-01')).toBeCloseTo(731 / 30.44, 6);
    expect(ageInYears('2020-02-29', '2021-02-28')).toBe(0);
    expect(ageInYears('2020-02-29', '2021-03-01')).toBe(1);
    // Three 30.44-day months are 91 days.
    expect(addMonths('2026-01-01', 3)).toBe('2026-04-02');
    expect(() => ageInMonths('2020-02-30', '2021-01-01')).toThrow(RangeError);
  });
});

describe('normal distribution', () => {
  it('maps z to percentiles and back', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(z97).toBeCloseTo(1.8808, 4);
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), (p) => {
        expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
      }),
    );
  });
});

describe('WHO height and weight', () => {
  it('reproduces the printed P3, P50 and P97 of every month (spot check of the LMS method)', () => {
    for (const [indicator, table] of [
      ['height', heightForAge],
      ['weight', weightForAge],
    ] as const) {
      for (const sex of sexes) {
        for (const row of table[sex]) {
          expect(valueAt(indicator, sex, row.ageMonths, 0)).toBeCloseTo(row.P50, 0);
          expect(Math.abs(valueAt(indicator, sex, row.ageMonths, -z97) - row.P3)).toBeLessThan(
            0.06,
          );
          expect(Math.abs(valueAt(indicator, sex, row.ageMonths, z97) - row.P97)).toBeLessThan(
            0.06,
          );
        }
      }
    }
  });

  it('places known values where the WHO tables put them', () => {
    // WHO prints (to 0.1 cm) boys' length at 12 months: median 75.7, P3 71.3, P97 80.2; girls'
    // height at 60 months: median 109.4, at 36 months P3 87.9.
    const near = (value: number, expected: number) =>
      expect(Math.abs(value - expected)).toBeLessThan(1);
    near(standingOf('height', 'male', 12, 75.7).percentile, 50);
    near(standingOf('height', 'male', 12, 71.3).percentile, 3);
    near(standingOf('height', 'male', 12, 80.2).percentile, 97);
    near(standingOf('height', 'female', 60, 109.4).percentile, 50);
    near(standingOf('height', 'female', 36, 87.9).percentile, 3);
  });

  it('interpolates between whole months', () => {
    const a = lmsAt('height', 'male', 10);
    const b = lmsAt('height', 'male', 11);
    expect(lmsAt('height', 'male', 10.5).M).toBeCloseTo((a.M + b.M) / 2, 10);
  });

  it('has no jump at the length/height switch (24 months) or the WHO 2006/2007 join (60/61)', () => {
    for (const sex of sexes) {
      for (const z of [-2, 0, 2]) {
        for (const age of [23, 24, 59, 60, 61]) {
          const step = valueAt('height', sex, age + 0.5, z) - valueAt('height', sex, age, z);
          expect(step).toBeGreaterThanOrEqual(0);
          expect(step).toBeLessThan(1);
        }
      }
    }
  });

  it('clamps ages and values beyond the tables with a flag, never NaN', () => {
    const old = standingOf('weight', 'male', 150, 40);
    expect(old.clamped).toBe(true);
    expect(Number.isFinite(old.z)).toBe(true);
    expect(standingOf('height', 'female', 300, 170).clamped).toBe(true);
    const giant = standingOf('weight', 'male', 24, 60);
    expect(giant).toMatchObject({ z: 5, clamped: true });
    expect(standingOf('height', 'male', 24, 87).clamped).toBe(false);
    expect(() => standingOf('height', 'male', 24, 0)).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.constantFrom('height', 'weight', 'footLength'),
        fc.constantFrom(...sexes),
        fc.double({ min: -12, max: 400, noNaN: true }),
        fc.double({ min: 0.1, max: 400, noNaN: true }),
        (indicator, sex, age, value) => {
          const s = standingOf(indicator, sex, age, value);
          expect(Number.isFinite(s.z)).toBe(true);
          expect(s.percentile).toBeGreaterThanOrEqual(0);
          expect(s.percentile).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('uses the restricted LMS beyond ±3 SD for weight, monotone in the value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 80, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        (w, d) => {
          expect(standingOf('weight', 'female', 30, w + d).z).toBeGreaterThanOrEqual(
            standingOf('weight', 'female', 30, w).z,
          );
        },
      ),
    );
  });
});

describe('foot length', () => {
  it('reads the bands of the data at their ages', () => {
    const band = footLengthForAge.male[3];
    if (!band) throw new Error('missing band');
    const ref = footReferenceAt('male', band.ageMonths);
    expect(ref.P50).toBeCloseTo(band.P50, 6);
    expect(standingOf('footLength', 'male', band.ageMonths, band.P50).percentile).toBeCloseTo(
      50,
      6,
    );
    expect(standingOf('footLength', 'male', band.ageMonths, band.P97).percentile).toBeCloseTo(
      97,
      1,
    );
  });

  it('derives the centiles from height below the data and says so', () => {
    const young = footReferenceAt('female', 12);
    expect(young.estimated).toBe(true);
    // The foot/height proportion of the first band (SOURCES: about 15.7 %) carries down.
    const ratio = young.P50 / lmsAt('height', 'female', 12).M;
    const first = footReferenceAt('female', 30);
    expect(ratio).toBeCloseTo(first.P50 / lmsAt('height', 'female', 30).M, 6);
    expect(ratio).toBeGreaterThan(0.14);
    expect(ratio).toBeLessThan(0.17);
    expect(standingOf('footLength', 'female', 12, young.P50).estimated).toBe(true);
  });

  it('never shrinks with age, even where the raw data dip', () => {
    for (const sex of sexes) {
      let previous = 0;
      for (let age = 0; age <= referenceAgeLimits.footLength + 12; age += 1) {
        const p50 = footReferenceAt(sex, age).P50;
        expect(p50).toBeGreaterThanOrEqual(previous - 1e-9);
        previous = p50;
      }
    }
  });
});
