import { describe, expect, it } from 'vitest';
import {
  defaultForecastModel,
  forecastAt,
  forecastZ,
  maturityLoadingAt,
  type ForecastModel,
} from './forecast-model';
import { valueAt } from './reference';
import type { Sex } from './reference.types';

const model = defaultForecastModel;
const without: ForecastModel = { ...model };
delete without.maturity;
const bump = { amplitude: 0.9, centreMonths: 165, widthMonths: 21 };
const withBump: ForecastModel = {
  ...model,
  maturity: { female: { ...bump, centreMonths: 138 }, male: bump },
};

/** Yearly heights at a steady z from `from` to `to` months. */
function history(sex: Sex, z: number, from: number, to: number) {
  const points = [];
  for (let age = from; age <= to; age += 12) {
    points.push({ ageMonths: age, value: valueAt('height', sex, age, z) });
  }
  return points;
}

describe("the child's pubertal tempo", () => {
  it('weighs most at the centre of its bump, the same on both sides, and nothing far from it', () => {
    expect(maturityLoadingAt(withBump, 'male', 165)).toBeCloseTo(0.9, 9);
    expect(maturityLoadingAt(withBump, 'male', 150)).toBeCloseTo(
      maturityLoadingAt(withBump, 'male', 180),
      9,
    );
    expect(maturityLoadingAt(withBump, 'male', 150)).toBeLessThan(0.9);
    expect(maturityLoadingAt(withBump, 'male', 72)).toBeLessThan(0.001);
    expect(maturityLoadingAt(withBump, 'female', 138)).toBeCloseTo(0.9, 9);
    expect(maturityLoadingAt(without, 'male', 165)).toBe(0);
  });

  it('is fitted for both sexes in the default model, girls earlier than boys', () => {
    const female = model.maturity?.female;
    const male = model.maturity?.male;
    expect(female?.amplitude).toBeGreaterThan(0);
    expect(male?.amplitude).toBeGreaterThan(0);
    expect(female?.centreMonths).toBeLessThan(male?.centreMonths ?? 0);
  });

  it("widens a boy's forecast across puberty, and leaves a young child's alone", () => {
    const boy = history('male', 0.5, 108, 132);
    const across = (m: ForecastModel) => forecastZ(m, 'height', 'male', boy, 156).sd;
    expect(across(withBump)).toBeGreaterThan(1.2 * across(without));
    const young = history('male', 0.5, 48, 72);
    const early = (m: ForecastModel) => forecastZ(m, 'height', 'male', young, 84);
    expect(early(withBump).sd).toBeCloseTo(early(without).sd, 4);
    expect(early(withBump).mean).toBeCloseTo(early(without).mean, 4);
  });

  it('reads a boy who shoots up at 12 as an early maturer: less pulled back until 14', () => {
    // Heights on his centile until 11, then well above it at 12: a spurt starting early. The
    // tempo's weight is larger at 13 3/4 than at 12, so the forecast keeps more of the jump.
    const boy = history('male', 0, 96, 132).concat({
      ageMonths: 144,
      value: valueAt('height', 'male', 144, 1),
    });
    const at = (m: ForecastModel) => forecastZ(m, 'height', 'male', boy, 165).mean;
    expect(at(withBump)).toBeGreaterThan(at(without) + 0.05);
  });

  it('leaves the foot forecast alone (feet stop growing earlier)', () => {
    const feet = [120, 132, 144].map((ageMonths) => ({ ageMonths, value: 22 + ageMonths / 100 }));
    const foot = (m: ForecastModel) => forecastAt(m, 'footLength', 'male', feet, 168);
    expect(foot(withBump)).toEqual(foot(without));
  });
});
