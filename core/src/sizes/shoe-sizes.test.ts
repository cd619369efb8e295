import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  shoeFootBand,
  shoeGrowthAllowanceMm,
  shoeSizeChart,
  shoeSizeConversions,
  shoeSizeForFoot,
  shoeSizeToBuyAhead,
} from './shoe-sizes';
import { shoeSizeRows } from './tables/shoe-sizes.generated';

const feetCm = fc.double({ min: 0, max: 40, noNaN: true });

describe('shoe size table', () => {
  it('holds every whole EU size from 16 to 49 with contiguous foot bands', () => {
    expect(shoeSizeRows.map((row) => row.eu)).toEqual(Array.from({ length: 34 }, (_, i) => 16 + i));
    shoeSizeRows.forEach((row, i) => {
      expect(row.footLengthMmMin).toBeLessThan(row.footLengthMmMax);
      const next = shoeSizeRows[i + 1];
      if (next) expect(next.footLengthMmMin).toBe(row.footLengthMmMax);
    });
    expect(shoeSizeChart).toHaveLength(34);
  });

  it('converts an EU size with the values of its CSV row', () => {
    // CSV: 24,144.7,151.3,7.5C,7,150,15.0,7,7.5C
    expect(shoeSizeConversions(24)).toEqual({
      EU: 24,
      US: '7.5C',
      UK: 7,
      CN: 150,
      JP: 15,
      AU: 7,
      CA: '7.5C',
    });
    // CSV: 44,278.0,284.7,10.5M,9.5,280,28.0,9.5,10.5M (men's scale)
    expect(shoeSizeConversions(44)).toMatchObject({ US: '10.5M', UK: 9.5, CN: 280, JP: 28 });
    expect(shoeSizeConversions(27.5)).toBeNull();
    expect(shoeSizeConversions(50)).toBeNull();
  });

  it("takes JP from the table, not from the spec's formula EU x 0.5 + 9", () => {
    expect(shoeSizeConversions(24)?.JP).toBe(15);
    expect(24 * 0.5 + 9).not.toBe(15);
  });

  it("matches NOTES.md's formula EU = round((foot mm + 12) x 0.15) for whole millimetres", () => {
    for (let mm = 92; mm < 318; mm += 1) {
      // Integer arithmetic: (mm + 12) x 15 / 100, halves rounding up.
      const expected = Math.floor(((mm + 12) * 15 + 50) / 100);
      expect(shoeSizeForFoot(mm / 10).eu).toBe(expected);
    }
  });
});

describe('shoeSizeForFoot', () => {
  it('finds the row whose [min, max) foot band holds the foot', () => {
    expect(shoeSizeForFoot(9.13).eu).toBe(16);
    expect(shoeSizeForFoot(9.79).eu).toBe(16);
    expect(shoeSizeForFoot(9.8).eu).toBe(17); // 98.0 mm opens EU 17's band
    expect(shoeSizeForFoot(14.47).eu).toBe(24); // 144.7 mm, despite 14.47 * 10 = 144.70000000000002
    expect(shoeSizeForFoot(14.8)).toMatchObject({ eu: 24, belowTable: false, beyondTable: false });
  });

  it("uses the data's bands (12 mm allowance), not the spec's foot + 10 mm", () => {
    // (146 + 10) x 0.15 = 23.4 would say EU 23; the real system puts 146 mm in EU 24.
    expect(shoeSizeForFoot(14.6).eu).toBe(24);
  });

  it('clamps to EU 16 and 49 with a flag', () => {
    expect(shoeSizeForFoot(5)).toMatchObject({ eu: 16, belowTable: true, beyondTable: false });
    expect(shoeSizeForFoot(9.12)).toMatchObject({ eu: 16, belowTable: true });
    expect(shoeSizeForFoot(31.79)).toMatchObject({ eu: 49, beyondTable: false });
    expect(shoeSizeForFoot(31.8)).toMatchObject({ eu: 49, belowTable: false, beyondTable: true });
  });

  it('rejects lengths that are not lengths', () => {
    expect(() => shoeSizeForFoot(-0.1)).toThrow(RangeError);
    expect(() => shoeSizeForFoot(Number.NaN)).toThrow(RangeError);
    expect(() => shoeSizeToBuyAhead(15, -1)).toThrow(RangeError);
  });

  it('never gives a smaller size for a longer foot', () => {
    fc.assert(
      fc.property(feetCm, feetCm, (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(shoeSizeForFoot(short).eu).toBeLessThanOrEqual(shoeSizeForFoot(long).eu);
      }),
    );
  });
});

describe('shoeSizeToBuyAhead', () => {
  it('is the size of the foot plus the 15 mm growth allowance', () => {
    expect(shoeGrowthAllowanceMm).toBe(15);
    // 148 mm + 15 mm = 163 mm: EU 26 (158.0-164.7).
    expect(shoeSizeToBuyAhead(14.8).eu).toBe(26);
    expect(shoeSizeToBuyAhead(14.8, 0).eu).toBe(24);
    expect(shoeSizeToBuyAhead(31)).toMatchObject({ eu: 49, beyondTable: true });
  });

  it('is never smaller than the current size', () => {
    fc.assert(
      fc.property(feetCm, fc.double({ min: 0, max: 30, noNaN: true }), (foot, allowance) => {
        expect(shoeSizeToBuyAhead(foot, allowance).eu).toBeGreaterThanOrEqual(
          shoeSizeForFoot(foot).eu,
        );
      }),
    );
  });
});

describe('shoeFootBand', () => {
  it('holds the foot lengths that get the size (property)', () => {
    fc.assert(
      fc.property(feetCm, (foot) => {
        const band = shoeFootBand(shoeSizeForFoot(foot).eu);
        expect(band).not.toBeNull();
        if (!band) return;
        // The size rounds to 0.01 mm first; allow that much at the edges.
        if (band.from !== null) expect(foot).toBeGreaterThanOrEqual(band.from - 1e-3);
        if (band.below !== null) expect(foot).toBeLessThan(band.below + 1e-3);
      }),
    );
  });

  it('is open at both ends of the table and null for sizes it does not have', () => {
    expect(shoeFootBand(16)?.from).toBeNull();
    expect(shoeFootBand(49)?.below).toBeNull();
    expect(shoeFootBand(30)?.from).toBeGreaterThan(15);
    expect(shoeFootBand(12)).toBeNull();
  });
});
