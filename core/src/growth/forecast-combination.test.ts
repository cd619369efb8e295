import { describe, expect, it } from 'vitest';
import {
  baselineAgesMonths,
  baselineHorizonsMonths,
  baselineShareAt,
  baselineZ,
  defaultForecastModel,
  forecastZ,
  logLinear,
  type ForecastModel,
} from './forecast-model';
import { standingOf, valueAt } from './reference';
import { adultTargetFromParents } from './target-height';

const model = defaultForecastModel;
const baseline = model.baseline;
const modelAlone: ForecastModel = { ...model };
delete modelAlone.baseline;

/** A girl measured at z = 1.2 at 9, 12 and 15 months. */
const tall = [9, 12, 15].map((ageMonths) => ({
  ageMonths,
  value: valueAt('height', 'female', ageMonths, 1.2),
}));

describe('forecast combination with regression to the mean', () => {
  it('is on by default, with equal weights and a slope for every age and horizon', () => {
    expect(baseline?.share).toBe(0.5);
    expect(baseline?.slopes).toHaveLength(baselineAgesMonths.length);
    for (const row of baseline?.slopes ?? []) {
      expect(row).toHaveLength(baselineHorizonsMonths.length);
      for (const slope of row) {
        expect(slope).toBeGreaterThan(0);
        expect(slope).toBeLessThan(1.1);
      }
    }
  });

  it("puts the height point halfway between the model's and the baseline's up to a year ahead, at the model's width", () => {
    if (!baseline) throw new Error('no baseline');
    const lastZ = standingOf('height', 'female', 15, tall[2]?.value ?? 0).z;
    for (const target of [18, 21, 27, 33, 39]) {
      const combined = forecastZ(model, 'height', 'female', tall, target);
      const alone = forecastZ(modelAlone, 'height', 'female', tall, target);
      const base = baselineZ(baseline, lastZ, 15, target - 15);
      const share = baselineShareAt(baseline, 15, target - 15);
      expect(combined.mean).toBeCloseTo((1 - share) * alone.mean + share * base, 9);
      expect(combined.sd).toBe(alone.sd);
    }
    // Halfway up to 12 months ahead, fading to the model alone at 24.
    expect(baselineShareAt(baseline, 15, 12)).toBe(0.5);
    const at18 = baselineShareAt(baseline, 15, 18);
    expect(at18).toBeGreaterThan(0);
    expect(at18).toBeLessThan(0.5);
    expect(baselineShareAt(baseline, 15, 24)).toBe(0);
    expect(forecastZ(model, 'height', 'female', tall, 39)).toEqual(
      forecastZ(modelAlone, 'height', 'female', tall, 39),
    );
  });

  it("keeps the parents' pull whole: the baseline does not halve it", () => {
    const tallParents = adultTargetFromParents({ motherCm: 182, fatherCm: 196 });
    if (!tallParents) throw new Error('no target');
    for (const target of [21, 27, 33]) {
      const pull = (m: ForecastModel) =>
        forecastZ(m, 'height', 'female', tall, target, { adultTarget: tallParents }).mean -
        forecastZ(m, 'height', 'female', tall, target).mean;
      expect(pull(modelAlone)).toBeGreaterThan(0.02);
      expect(pull(model)).toBeCloseTo(pull(modelAlone), 9);
    }
  });

  it('fades the share out from 5 to 6 years: at school age the point is the model alone', () => {
    if (!baseline) throw new Error('no baseline');
    expect(baselineShareAt(baseline, 24)).toBe(0.5);
    expect(baselineShareAt(baseline, 60)).toBe(0.5);
    const between = baselineShareAt(baseline, 66);
    expect(between).toBeGreaterThan(0);
    expect(between).toBeLessThan(0.5);
    expect(baselineShareAt(baseline, 72)).toBe(0);
    const schoolChild = [84, 90, 96].map((ageMonths) => ({
      ageMonths,
      value: valueAt('height', 'male', ageMonths, -1.1),
    }));
    expect(forecastZ(model, 'height', 'male', schoolChild, 108)).toEqual(
      forecastZ(modelAlone, 'height', 'male', schoolChild, 108),
    );
  });

  it('leaves the foot forecast and a forecast without measurements alone', () => {
    const feet = [{ ageMonths: 15, value: 12.4 }];
    expect(forecastZ(model, 'footLength', 'female', feet, 27)).toEqual(
      forecastZ(modelAlone, 'footLength', 'female', feet, 27),
    );
    expect(forecastZ(model, 'height', 'female', [], 27)).toEqual(
      forecastZ(modelAlone, 'height', 'female', [], 27),
    );
  });

  it('keeps the last z up to 3 months ahead and takes the fitted slope at each node', () => {
    const slopes = [
      [0.5, 0.4, 0.3],
      [0.9, 0.8, 0.7],
    ] as const;
    const two = { slopes };
    const [first, second] = baselineAgesMonths;
    // Only the first two rows are given: the last row holds beyond them.
    expect(baselineZ(two, 2, first, 3)).toBe(2);
    expect(baselineZ(two, 2, first, 1)).toBe(2);
    baselineHorizonsMonths.forEach((h, j) => {
      expect(baselineZ(two, 2, first, h)).toBeCloseTo(2 * (slopes[0][j] ?? 0), 12);
      expect(baselineZ(two, 2, second, h)).toBeCloseTo(2 * (slopes[1][j] ?? 0), 12);
    });
    // Flat beyond 24 months ahead and before the first age.
    expect(baselineZ(two, 2, 0, 36)).toBeCloseTo(0.6, 12);
    // Between two horizons: linear in log horizon.
    expect(baselineZ(two, 1, first, Math.sqrt(6 * 12))).toBeCloseTo(0.45, 12);
  });

  it('has no jump at any age or horizon of the default slopes', () => {
    if (!baseline) throw new Error('no baseline');
    for (const horizon of [2, 3, 4.5, 6, 9, 12, 18, 24, 30]) {
      let previous = baselineZ(baseline, 1, 0, horizon);
      for (let age = 0.05; age <= 160; age += 0.05) {
        const next = baselineZ(baseline, 1, age, horizon);
        expect(Math.abs(next - previous)).toBeLessThan(0.01);
        previous = next;
      }
    }
    for (const age of [1, 9, 20, 50, 100, 150]) {
      let previous = baselineZ(baseline, 1, age, 0);
      for (let horizon = 0.02; horizon <= 30; horizon += 0.02) {
        const next = baselineZ(baseline, 1, age, horizon);
        expect(Math.abs(next - previous)).toBeLessThan(0.01);
        previous = next;
      }
    }
  });

  it('interpolates linearly in log x between nodes and holds flat outside them', () => {
    const nodes = [2, 8];
    expect(logLinear(nodes, [1, 3], 1)).toBe(1);
    expect(logLinear(nodes, [1, 3], 4)).toBeCloseTo(2, 12);
    expect(logLinear(nodes, [1, 3], 100)).toBe(3);
  });
});
