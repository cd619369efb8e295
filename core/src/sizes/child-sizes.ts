/**
 * "Sizes for a child at a measurement", in one place: the dashboard's and the share page's sizes
 * today, the product lists' sizes and every forecast point go through `sizesAtMeasurement`.
 */
import { ageInYears } from '../growth/age';
import type { Sex } from '../growth/reference.types';
import { shoeSizeForFoot, type ShoeSize } from './shoe-sizes';
import { clothingSizeForAge, type ClothingSizeForAge, type Girths } from './teen-clothing-sizes';

/** What sizes need of a child: the age at the measurement and the table (boys' chest, girls' bust). */
export type SizedChild = { birthDate: string; gender: Sex };

/** A measurement (or a forecast point's values) in cm, on `measuredAt`; girths count from 13. */
export type SizedMeasurement = { measuredAt: string; height: number; footLength: number } & Girths;

/** The sizes the product catalogue is labelled in: what product matching asks for. */
export type CatalogueSizes = { clothingSize: number; shoeSize: number };

export type ChildSizes = {
  /** The clothing size to buy (clothingSizeForAge: children's table, teen or adult sizes). */
  clothing: ClothingSizeForAge;
  shoe: ShoeSize;
  /** The catalogue's sizes: the height size (also for a teen on an adult table) and the shoe. */
  catalogue: CatalogueSizes;
};

/** The clothing and shoe sizes of `child` at `measurement`, at the child's age on that day. */
export function sizesAtMeasurement(child: SizedChild, measurement: SizedMeasurement): ChildSizes {
  return sizesAtAge(child.gender, measurement, ageInYears(child.birthDate, measurement.measuredAt));
}

/**
 * The same for a child known by age only: `ageYears`, whole years on the measurement day (the
 * share page, whose visitors get the age rather than the birth date).
 */
export function sizesAtAge(
  gender: Sex,
  measurement: Omit<SizedMeasurement, 'measuredAt'>,
  ageYears: number,
): ChildSizes {
  const { chest, bust, waist, hips } = measurement;
  const clothing = clothingSizeForAge({
    sex: gender,
    heightCm: measurement.height,
    ageYears,
    girths: { chest, bust, waist, hips },
  });
  const shoe = shoeSizeForFoot(measurement.footLength);
  return { clothing, shoe, catalogue: { clothingSize: clothing.catalogueSize, shoeSize: shoe.eu } };
}

/** The sizes a forecast point stores (see ForecastPoint). */
export type SizedForecastPoint = {
  clothingSize: number;
  catalogueClothingSize?: number;
  shoeSize: number;
};

/**
 * A forecast point's catalogue sizes. Points stored before sizes from 13 have no
 * catalogueClothingSize; their clothingSize is then the height size.
 */
export function catalogueSizesOfPoint(point: SizedForecastPoint): CatalogueSizes {
  return {
    clothingSize: point.catalogueClothingSize ?? point.clothingSize,
    shoeSize: point.shoeSize,
  };
}

/**
 * The sizes products are matched on today: the forecast's current point when there is one (its
 * height is for today), else the latest measurement (a forecast appears moments after the first
 * measurement, and the share page has none); null with neither.
 */
export function catalogueSizesNow(
  child: SizedChild,
  { current, latest }: { current?: SizedForecastPoint; latest?: SizedMeasurement | null },
): CatalogueSizes | null {
  if (current) return catalogueSizesOfPoint(current);
  return latest ? sizesAtMeasurement(child, latest).catalogue : null;
}
