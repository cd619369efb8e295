import { describe, expect, it } from 'vitest';
import { catalogueSizesNow, catalogueSizesOfPoint, sizesAtMeasurement } from './child-sizes';
import { clothingSizeToBuy } from './clothing-sizes';
import { shoeSizeForFoot } from './shoe-sizes';

// Born 2012-12-15: 12 years 11 months on 2025-11-20, 13 on 2025-12-15.
const boy = { birthDate: '2012-12-15', gender: 'male' } as const;
const girl = { birthDate: '2012-12-15', gender: 'female' } as const;

describe('sizesAtMeasurement', () => {
  it("gives a young child's height size (+2 cm) and shoe size, the same sizes for the catalogue", () => {
    const sizes = sizesAtMeasurement(
      { birthDate: '2021-03-01', gender: 'female' },
      { measuredAt: '2025-06-01', height: 103, footLength: 16 },
    );
    expect(sizes.clothing).toMatchObject({ eu: 110, table: 'children', teen: false });
    expect(sizes.shoe.eu).toBe(shoeSizeForFoot(16).eu);
    expect(sizes.catalogue).toEqual({ clothingSize: 110, shoeSize: sizes.shoe.eu });
  });

  it('takes the age on the day of the measurement, not today: the switch at 13', () => {
    const before = sizesAtMeasurement(boy, {
      measuredAt: '2025-11-20',
      height: 150,
      footLength: 24,
      chest: 92,
    });
    const after = sizesAtMeasurement(boy, {
      measuredAt: '2025-12-15',
      height: 150,
      footLength: 24,
      chest: 92,
    });
    expect(before.clothing).toMatchObject({ eu: 152, table: 'children', teen: false });
    expect(after.clothing).toMatchObject({ eu: 46, table: 'men', teen: true, basis: 'chest' });
  });

  it('keeps the catalogue on the height size for a teen on an adult table', () => {
    const sizes = sizesAtMeasurement(girl, {
      measuredAt: '2025-12-15',
      height: 160,
      footLength: 24,
      bust: 84,
      waist: 66,
      hips: 97,
    });
    expect(sizes.clothing).toMatchObject({ eu: 38, table: 'women' });
    expect(sizes.catalogue.clothingSize).toBe(clothingSizeToBuy(160, { ageYears: 13 }).eu);
    expect(sizes.catalogue.clothingSize).toBe(164);
  });

  it('counts only the girths of the child’s table (a girl’s chest is ignored)', () => {
    const sizes = sizesAtMeasurement(girl, {
      measuredAt: '2025-12-15',
      height: 160,
      footLength: 24,
      chest: 120,
    });
    expect(sizes.clothing).toMatchObject({ eu: 164, table: 'children', basis: 'height' });
  });

  it('rejects a foot length that is not a length', () => {
    expect(() =>
      sizesAtMeasurement(boy, { measuredAt: '2025-06-01', height: 140, footLength: Number.NaN }),
    ).toThrow(RangeError);
  });
});

describe('catalogueSizesNow', () => {
  const latest = { measuredAt: '2025-12-15', height: 150, footLength: 24, chest: 92 };

  it("prefers the forecast's current point, whose height is for today", () => {
    expect(
      catalogueSizesNow(boy, {
        current: { clothingSize: 48, catalogueClothingSize: 158, shoeSize: 39 },
        latest,
      }),
    ).toEqual({ clothingSize: 158, shoeSize: 39 });
  });

  it('falls back to the latest measurement, with the height size for the catalogue', () => {
    expect(catalogueSizesNow(boy, { latest })).toEqual({
      clothingSize: 152,
      shoeSize: shoeSizeForFoot(24).eu,
    });
  });

  it('is null with neither a forecast nor a measurement', () => {
    expect(catalogueSizesNow(boy, {})).toBeNull();
    expect(catalogueSizesNow(boy, { latest: null })).toBeNull();
  });
});

describe('catalogueSizesOfPoint', () => {
  it('reads a point stored before sizes from 13 by its clothing size', () => {
    expect(catalogueSizesOfPoint({ clothingSize: 140, shoeSize: 33 })).toEqual({
      clothingSize: 140,
      shoeSize: 33,
    });
  });
});
