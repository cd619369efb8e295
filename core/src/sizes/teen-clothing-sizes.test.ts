import { describe, expect, it } from 'vitest';
import { ageInYears } from '../growth/age';
import { formatSizeRangeForMarket } from './size-display';
import { adultClothingSizeRows } from './tables/adult-clothing-sizes.generated';
import {
  adultClothingEuSizes,
  adultClothingSizeLabels,
  clothingSizeForAge,
} from './teen-clothing-sizes';

const boy = (heightCm: number, ageYears: number, chest?: number) =>
  clothingSizeForAge({ sex: 'male', heightCm, ageYears, girths: { chest } });
const girl = (
  heightCm: number,
  ageYears: number,
  girths: { bust?: number; waist?: number; hips?: number } = {},
) => clothingSizeForAge({ sex: 'female', heightCm, ageYears, girths });

describe('clothingSizeForAge: the switch at 13', () => {
  // Born 2012-12-15: 12 years 11 months on 2025-11-20, 13 on 2025-12-15.
  const at12y11m = ageInYears('2012-12-15', '2025-11-20');
  const at13 = ageInYears('2012-12-15', '2025-12-15');

  it('keeps the children table at 12 y 11 m and ignores chest, bust, waist, hips', () => {
    expect(at12y11m).toBe(12);
    expect(boy(150, at12y11m, 92)).toMatchObject({
      eu: 152,
      table: 'children',
      basis: 'height',
      ageGroup: 'children',
      teen: false,
      letter: null,
    });
    expect(girl(150, at12y11m, { bust: 88, hips: 97 })).toMatchObject({
      eu: 152,
      table: 'children',
    });
  });

  it('gives the same 150 cm boy the men table at 13 once his chest is measured', () => {
    expect(at13).toBe(13);
    const size = boy(150, at13, 92);
    expect(size).toMatchObject({
      eu: 46,
      table: 'men',
      basis: 'chest',
      ageGroup: 'teens',
      teen: true,
      letter: 'S',
      beyondTable: false,
      needsGirth: false,
      catalogueSize: 152,
    });
    // CSV: male,46,92,82,94,36,36,M,,36,S; CN 号/型 = 150/92.
    expect(size.conversions).toEqual({
      EU: 46,
      US: '36',
      UK: '36',
      CN: '150/92',
      JP: 'M',
      AU: null,
      CA: '36',
      letter: 'S',
    });
  });

  it('keeps the teen height size at 13 without girths, now with the letter and the teen group', () => {
    expect(boy(150, at13)).toMatchObject({
      eu: 152,
      table: 'children',
      basis: 'height',
      ageGroup: 'teens',
      teen: true,
      letter: 'XL',
      needsGirth: false,
    });
  });
});

describe('clothingSizeForAge: girls from bust, waist and hips', () => {
  it('takes the largest of the sizes the girths give (a garment closes around each)', () => {
    // bust 84 -> 36, waist 66 -> 36 (68), hips 97 -> 38: 38 wins, from the hips.
    const size = girl(160, 14, { bust: 84, waist: 66, hips: 97 });
    expect(size).toMatchObject({ eu: 38, table: 'women', basis: 'hips', letter: 'S' });
    // CSV: female,38,88,72,97,10,12,11,14,10,S
    expect(size.conversions).toMatchObject({ US: '10', UK: '12', JP: '11', AU: '14', CA: '10' });
    expect(girl(160, 14, { bust: 84 })).toMatchObject({ eu: 36, basis: 'bust' });
    expect(girl(160, 14, { bust: 84, waist: 77 })).toMatchObject({ eu: 42, basis: 'waist' });
  });

  it('changes the result as the extra measurements change', () => {
    const sizes = [80, 84, 88, 92, 96, 100, 104, 108].map((bust) => girl(165, 16, { bust }).eu);
    expect(sizes).toEqual([34, 36, 38, 40, 42, 44, 46, 48]);
    expect(girl(165, 16).eu).toBe(170);
  });

  it('keeps the teen height sizes while every girth is below the smallest women size', () => {
    expect(girl(152, 13, { bust: 79.9, waist: 60, hips: 90.9 })).toMatchObject({
      eu: 158,
      table: 'children',
      basis: 'height',
    });
    expect(girl(152, 13, { bust: 79.9, hips: 91 })).toMatchObject({ eu: 34, table: 'women' });
  });

  it('ignores chest for girls and bust, waist, hips for boys', () => {
    expect(
      clothingSizeForAge({ sex: 'female', heightCm: 160, ageYears: 15, girths: { chest: 100 } }),
    ).toMatchObject({ table: 'children', eu: 164 });
    expect(
      clothingSizeForAge({
        sex: 'male',
        heightCm: 160,
        ageYears: 15,
        girths: { bust: 100, hips: 110 },
      }),
    ).toMatchObject({ table: 'children', eu: 164 });
  });
});

describe('clothingSizeForAge: boundaries', () => {
  it('buys up between two sizes: a girth just above a size takes the next', () => {
    expect(boy(175, 17, 88).eu).toBe(44);
    expect(boy(175, 17, 88.1).eu).toBe(46);
    expect(boy(175, 17, 87.9)).toMatchObject({ eu: 176, table: 'children' });
    expect(boy(175, 17, 128)).toMatchObject({ eu: 64, beyondTable: false, letter: null });
    expect(boy(175, 17, 128.1)).toMatchObject({ eu: 64, table: 'men', beyondTable: true });
    expect(girl(170, 17, { hips: 111.1 })).toMatchObject({ eu: 48, beyondTable: true });
  });

  it('asks for chest or bust when a teen outgrows the teen height sizes', () => {
    expect(boy(174, 15)).toMatchObject({ eu: 176, needsGirth: false, beyondTable: false });
    expect(boy(174.1, 15)).toMatchObject({ eu: 176, needsGirth: true, beyondTable: true });
    expect(boy(174.1, 15, 96)).toMatchObject({ eu: 48, needsGirth: false });
    // Under 13 a very tall child is beyond the table, but no adult size is asked for.
    expect(boy(180, 12)).toMatchObject({ needsGirth: false, beyondTable: true });
  });

  it('is an adult from 20 and rounds the CN height up to the 5 cm grid', () => {
    expect(boy(173, 20, 92)).toMatchObject({ ageGroup: 'adults', eu: 46 });
    expect(boy(173, 20, 92).conversions.CN).toBe('175/92');
    expect(boy(175, 20, 92).conversions.CN).toBe('175/92');
  });

  it('refuses girths that are not positive numbers', () => {
    expect(() => boy(170, 15, 0)).toThrow(RangeError);
    expect(() => girl(170, 15, { hips: Number.NaN })).toThrow(RangeError);
  });
});

describe('adult size tables (core/data/sizes/adult_clothing_sizes.csv, NOTES.md section 6)', () => {
  const women = adultClothingSizeRows.filter((row) => row.gender === 'female');
  const men = adultClothingSizeRows.filter((row) => row.gender === 'male');

  it('has the body girths of the FWF chart (German sizes, 4 cm steps)', () => {
    expect(adultClothingEuSizes('women')).toEqual([34, 36, 38, 40, 42, 44, 46, 48]);
    expect(women.map((r) => r.girthCm)).toEqual([80, 84, 88, 92, 96, 100, 104, 108]);
    expect(women.map((r) => r.waistCm)).toEqual([64, 68, 72, 76, 80, 84, 88, 92]);
    expect(women.map((r) => r.hipsCm)).toEqual([91, 94, 97, 100, 103, 106, 109, 111]);
    expect(adultClothingEuSizes('men')).toEqual([44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64]);
    expect(men.map((r) => r.girthCm)).toEqual([88, 92, 96, 100, 104, 108, 112, 116, 120, 124, 128]);
  });

  it('follows the cited rules on every row', () => {
    for (const row of women) {
      // German women: size = bust / 2 - 6; US = DE - 28, UK = DE - 26 (dpa, statman); CA = US.
      expect(row.eu).toBe(row.girthCm / 2 - 6);
      expect(row.us).toBe(String(row.eu - 28));
      expect(row.uk).toBe(String(row.eu - 26));
      expect(row.ca).toBe(row.us);
    }
    for (const row of men) {
      // German men: size = chest / 2; US and UK jackets = DE - 10 (dpa, Lord & Taylor); CA = US.
      expect(row.eu).toBe(row.girthCm / 2);
      expect(row.us).toBe(String(row.eu - 10));
      expect(row.uk).toBe(row.us);
      expect(row.ca).toBe(row.us);
    }
    // Letters (warenkunde-handel): women XS 32-34 ... XL 48-50; men S 44-46 ... XXL 60-62.
    expect(women.map((r) => r.letter)).toEqual(['XS', 'S', 'S', 'M', 'M', 'L', 'L', 'XL']);
    expect(men.map((r) => r.letter)).toEqual([
      'S',
      'S',
      'M',
      'M',
      'L',
      'L',
      'XL',
      'XL',
      'XXL',
      'XXL',
      null,
    ]);
  });

  it('labels a bare adult size without CN (its 号 is the wearer height)', () => {
    expect(adultClothingSizeLabels('women', 36)).toMatchObject({ EU: 36, US: '8', CN: null });
    expect(adultClothingSizeLabels('women', 50)).toBeNull();
    expect(adultClothingSizeLabels('children', 104)).toBeNull();
  });
});

describe('formatSizeRangeForMarket with an adult table', () => {
  it('uses the table the size is on: EU 50 is a newborn size for children, a man size for men', () => {
    expect(formatSizeRangeForMarket('US', 50, 50, 'clothing')).toBe('NB (EU 50)');
    expect(formatSizeRangeForMarket('US', 50, 50, 'clothing', { table: 'men' })).toBe('40 (EU 50)');
    expect(formatSizeRangeForMarket('US', 38, 38, 'clothing', { table: 'women' })).toBe(
      '10 (EU 38)',
    );
    expect(formatSizeRangeForMarket('SE', 38, 38, 'clothing', { table: 'women' })).toBe('EU 38');
    expect(formatSizeRangeForMarket('US', 30, 30, 'clothing', { table: 'women' })).toBe('EU 30');
  });
});
