import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clothingEuSizes,
  clothingGrowthRoomCm,
  clothingHeightBand,
  clothingSizeChart,
  clothingSizeConversions,
  clothingSizeToBuy,
} from './clothing-sizes';
import { clothingSizeRows } from './tables/clothing-sizes.generated';

const largest = 176;
const heights = fc.double({ min: 0, max: 250, noNaN: true });

describe('clothing size table', () => {
  it('runs from EU 50 to 176 in 6 cm steps, each size the top of its height band', () => {
    expect(clothingEuSizes).toEqual(Array.from({ length: 22 }, (_, i) => 50 + 6 * i));
    for (const row of clothingSizeRows) {
      expect(row.heightMaxCm).toBe(row.eu);
      expect(row.heightMinCm).toBe(row.eu - 6);
    }
  });

  it('converts an EU size with the values of its CSV row', () => {
    // CSV: 104,98,104,3-4Y,4T,3-4Y,100,100,4,4T,XS
    expect(clothingSizeConversions(104)).toEqual({
      EU: 104,
      US: '4T',
      UK: '3-4Y',
      CN: 100,
      JP: 100,
      AU: '4',
      CA: '4T',
      letter: 'XS',
    });
    // CSV: 50,44,50,newborn,NB,Newborn,,50,0000,NB,  (AU keeps its leading zeros)
    expect(clothingSizeConversions(50)).toEqual({
      EU: 50,
      US: 'NB',
      UK: 'Newborn',
      CN: null,
      JP: 50,
      AU: '0000',
      CA: 'NB',
      letter: null,
    });
    // CSV: 170,164,170,14-15Y,,14-15Y,165,170,,,
    expect(clothingSizeConversions(170)).toEqual({
      EU: 170,
      US: null,
      UK: '14-15Y',
      CN: 165,
      JP: 170,
      AU: null,
      CA: null,
      letter: null,
    });
    expect(clothingSizeChart).toHaveLength(22);
  });

  it('has no conversions for a size off the grid', () => {
    expect(clothingSizeConversions(100)).toBeNull();
    expect(clothingSizeConversions(180)).toBeNull();
  });
});

describe('clothingSizeToBuy', () => {
  it('buys the smallest size with room for height + 2 cm', () => {
    expect(clothingSizeToBuy(96).eu).toBe(98);
    expect(clothingSizeToBuy(96.1).eu).toBe(104);
    expect(clothingSizeToBuy(102).eu).toBe(104);
    expect(clothingSizeToBuy(102.5).eu).toBe(110);
    expect(clothingSizeToBuy(0).eu).toBe(50);
    expect(clothingSizeToBuy(48).eu).toBe(50);
    expect(clothingSizeToBuy(48.1).eu).toBe(56);
    expect(clothingSizeToBuy(102).conversions.US).toBe('4T');
  });

  it('buys up even where the height band would still fit today (DESIGN.md)', () => {
    // 97 cm is inside EU 98's band (92 < h <= 98), but 97 + 2 = 99 needs EU 104.
    expect(clothingSizeToBuy(97).eu).toBe(104);
  });

  it('uses the data row 176 above the spec grid of 170, then flags heights beyond the table', () => {
    expect(clothingSizeToBuy(170)).toMatchObject({ eu: 176, beyondTable: false });
    expect(clothingSizeToBuy(174)).toMatchObject({ eu: 176, beyondTable: false });
    expect(clothingSizeToBuy(174.1)).toMatchObject({ eu: 176, beyondTable: true });
    expect(clothingSizeToBuy(230)).toMatchObject({ eu: 176, beyondTable: true });
  });

  it('rejects heights that are not lengths', () => {
    expect(() => clothingSizeToBuy(-1)).toThrow(RangeError);
    expect(() => clothingSizeToBuy(Number.NaN)).toThrow(RangeError);
    expect(() => clothingSizeToBuy(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => clothingSizeToBuy(100, { ageYears: -1 })).toThrow(RangeError);
    expect(() => clothingSizeToBuy(100, { ageYears: Number.NaN })).toThrow(RangeError);
  });

  it('shows the teen view from age 13: same rows, the letter size and the teen flag', () => {
    expect(clothingSizeToBuy(150, { ageYears: 12 })).toMatchObject({
      eu: 152,
      teen: false,
      letter: null,
    });
    expect(clothingSizeToBuy(150, { ageYears: 13 })).toMatchObject({
      eu: 152,
      teen: true,
      letter: 'XL',
    });
    expect(clothingSizeToBuy(150)).toMatchObject({ teen: false, letter: null });
    // No letter above EU 164 in the data, and no invented adult sizes above the table.
    expect(clothingSizeToBuy(167, { ageYears: 15 })).toMatchObject({
      eu: 170,
      teen: true,
      letter: null,
    });
    expect(clothingSizeToBuy(180, { ageYears: 16 })).toMatchObject({
      eu: 176,
      teen: true,
      beyondTable: true,
    });
  });

  it('never buys a smaller size for a taller child', () => {
    fc.assert(
      fc.property(heights, heights, (a, b) => {
        const [short, tall] = a <= b ? [a, b] : [b, a];
        expect(clothingSizeToBuy(short).eu).toBeLessThanOrEqual(clothingSizeToBuy(tall).eu);
      }),
    );
  });

  it('always leaves 2 cm of room inside the table, with the smallest such size', () => {
    fc.assert(
      fc.property(heights, (height) => {
        const size = clothingSizeToBuy(height);
        expect(size.beyondTable).toBe(height + clothingGrowthRoomCm > largest);
        if (size.beyondTable) {
          expect(size.eu).toBe(largest);
          return;
        }
        expect(size.eu).toBeGreaterThanOrEqual(height + clothingGrowthRoomCm);
        const smaller = clothingEuSizes.filter((eu) => eu < size.eu);
        for (const eu of smaller) expect(eu).toBeLessThan(height + clothingGrowthRoomCm);
        expect(size.conversions).toEqual(clothingSizeConversions(size.eu));
      }),
    );
  });
});

describe('clothingHeightBand', () => {
  it('holds exactly the heights that get the size (property)', () => {
    fc.assert(
      fc.property(heights, (height) => {
        const { eu } = clothingSizeToBuy(height);
        const band = clothingHeightBand(eu);
        expect(band).not.toBeNull();
        if (!band) return;
        if (band.above !== null) expect(height).toBeGreaterThan(band.above);
        if (band.atMost !== null) expect(height).toBeLessThanOrEqual(band.atMost);
      }),
    );
  });

  it('is open below the smallest size and above the largest, null off the grid', () => {
    expect(clothingHeightBand(50)).toEqual({ above: null, atMost: 48 });
    expect(clothingHeightBand(116)).toEqual({ above: 108, atMost: 114 });
    expect(clothingHeightBand(largest)).toEqual({ above: 168, atMost: null });
    expect(clothingHeightBand(117)).toBeNull();
  });
});
