import { describe, expect, it } from 'vitest';
import { growthCurves } from './growth-curves';
import { heightForAge } from './tables/height-for-age.generated';
import { weightForAge } from './tables/weight-for-age.generated';

const birthDate = '2022-01-15';
const measurements = [
  { measuredAt: '2024-01-15', height: 87.1, weight: 12.2, footLength: 13.5 },
  { measuredAt: '2023-01-15', height: 75.7, weight: 9.6, footLength: 11.6 },
];

describe('growthCurves', () => {
  it('charts the measurements oldest first with half a year either side', () => {
    const curves = growthCurves('height', 'female', birthDate, measurements, 'metric');
    expect(curves.child.map((p) => p.value)).toEqual([75.7, 87.1]);
    expect(curves.child[0]?.ageMonths).toBeCloseTo(12, 0);
    expect(curves.fromMonths).toBe(6);
    expect(curves.toMonths).toBe(30);
    expect(curves.p50[0]?.ageMonths).toBe(6);
    expect(curves.p50[curves.p50.length - 1]?.ageMonths).toBe(30);
  });

  it("draws one point per day, the day's latest entry", () => {
    const corrected = [
      ...measurements,
      { measuredAt: '2024-01-15', height: 88.0, weight: 12.2, footLength: 13.5, createdAt: 'b' },
    ].map((m, i) => ({ createdAt: `a${i}`, ...m }));
    const curves = growthCurves('height', 'female', birthDate, corrected, 'metric');
    expect(curves.child.map((p) => p.value)).toEqual([75.7, 88]);
  });

  it('draws the printed WHO P3, P50 and P97 at whole months', () => {
    const curves = growthCurves('height', 'female', birthDate, measurements, 'metric');
    const row = heightForAge.female[12];
    const at12 = (points: { ageMonths: number; value: number }[]) =>
      points.find((p) => p.ageMonths === 12)?.value;
    expect(at12(curves.p3)).toBeCloseTo(row?.P3 ?? 0, 0);
    expect(at12(curves.p50)).toBeCloseTo(row?.P50 ?? 0, 1);
    expect(at12(curves.p97)).toBeCloseTo(row?.P97 ?? 0, 0);
  });

  it('converts curves and measurements to imperial units', () => {
    const curves = growthCurves('weight', 'male', birthDate, measurements, 'imperial');
    expect(curves.child[1]?.value).toBeCloseTo(12.2 / 0.453592, 1);
    const p50at24 = curves.p50.find((p) => p.ageMonths === 24)?.value ?? 0;
    expect(p50at24).toBeCloseTo((weightForAge.male[24]?.P50 ?? 0) / 0.453592, 0);
  });

  it('shows the first year when there is nothing measured yet', () => {
    const curves = growthCurves('footLength', 'male', birthDate, [], 'metric');
    expect(curves.child).toEqual([]);
    expect(curves.fromMonths).toBe(0);
    expect(curves.toMonths).toBe(12);
    expect(curves.p3.every((p, i) => p.value < (curves.p97[i]?.value ?? 0))).toBe(true);
  });

  it('stays inside the reference and thins out the points of older children', () => {
    const curves = growthCurves(
      'weight',
      'male',
      '2010-01-01',
      [{ measuredAt: '2019-11-20', height: 130, weight: 28, footLength: 21 }],
      'metric',
    );
    expect(curves.toMonths).toBe(120);
    expect(curves.p50.length).toBeLessThan(20);
    expect(curves.p50[curves.p50.length - 1]?.ageMonths).toBe(120);
  });
});
