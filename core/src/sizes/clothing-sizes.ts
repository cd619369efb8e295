/**
 * Children's clothing sizes. The EU (EN 13402) size is a body height in cm on a 6 cm grid; the
 * other systems come from the generated reference table (core/data/sizes, NOTES.md section 1).
 */
import { clothingSizeRows, type ClothingSizeRow } from './tables/clothing-sizes.generated';
import { teenAgeYears } from './size-systems';

/**
 * Room to grow: the spec buys the size for "height plus 2 cm, rounded up to the next" size, even
 * where a retailer's band would still fit today (DESIGN.md).
 */
export const clothingGrowthRoomCm = 2;

/** One EU clothing size in every system; null where the reference table has no value. */
export type ClothingSizeConversions = {
  EU: number;
  US: string | null;
  UK: string;
  CN: number | null;
  JP: number;
  AU: string | null;
  CA: string | null;
  letter: string | null;
};

export type ClothingSize = {
  /** The EU size to buy. */
  eu: number;
  conversions: ClothingSizeConversions;
  /** Height + room is above the largest size in the table; `eu` is then that largest size. */
  beyondTable: boolean;
  /** Age 13 or over: the teen view (see clothingSizeToBuy). */
  teen: boolean;
  /** Teen view only: the letter size where the table has one. Null for younger children. */
  letter: string | null;
};

const rows: readonly ClothingSizeRow[] = clothingSizeRows;

function toConversions(row: ClothingSizeRow): ClothingSizeConversions {
  return {
    EU: row.eu,
    US: row.us,
    UK: row.uk,
    CN: row.cn,
    JP: row.jp,
    AU: row.au,
    CA: row.ca,
    letter: row.letter,
  };
}

/**
 * Every size of the table, smallest first (EU 50 to 176). The spec's grid stops at 170; the
 * reference data goes one step further and Sprout uses the data's rows.
 */
export const clothingSizeChart: readonly ClothingSizeConversions[] = rows.map(toConversions);

/** The EU sizes on the grid, smallest first. */
export const clothingEuSizes: readonly number[] = rows.map((row) => row.eu);

/** The conversions of an EU clothing size, or null when `eu` is not a size on the grid. */
export function clothingSizeConversions(eu: number): ClothingSizeConversions | null {
  const row = rows.find((r) => r.eu === eu);
  return row ? toConversions(row) : null;
}

/**
 * The clothing size to buy for a child of `heightCm`: the smallest EU size >= height + 2 cm.
 * Above the table the largest size comes back with `beyondTable`, so callers never get NaN.
 *
 * From `ageYears` 13 the spec moves to "teen and adult tables", but the reference data has no
 * adult table and Sprout does not invent one: teens keep the same rows, flagged `teen` and with
 * the letter size where the table has it. Taller teens get `beyondTable` (adult sizing).
 */
export function clothingSizeToBuy(
  heightCm: number,
  options: { ageYears?: number } = {},
): ClothingSize {
  if (!Number.isFinite(heightCm) || heightCm < 0) {
    throw new RangeError(`Height must be a finite number of cm >= 0, got ${heightCm}`);
  }
  const { ageYears } = options;
  if (ageYears !== undefined && (!Number.isFinite(ageYears) || ageYears < 0)) {
    throw new RangeError(`Age must be a finite number of years >= 0, got ${ageYears}`);
  }
  const needed = heightCm + clothingGrowthRoomCm;
  const fitting = rows.find((row) => row.eu >= needed);
  const row = fitting ?? rows[rows.length - 1];
  if (!row) throw new RangeError('The clothing size table is empty');
  const teen = ageYears !== undefined && ageYears >= teenAgeYears;
  return {
    eu: row.eu,
    conversions: toConversions(row),
    beyondTable: fitting === undefined,
    teen,
    letter: teen ? row.letter : null,
  };
}

/** A band of values (cm): `above` < value <= `atMost`; null ends are open. */
export type HeightBand = { above: number | null; atMost: number | null };

/**
 * The heights that get EU size `eu` from clothingSizeToBuy: height + 2 cm must be above the
 * next smaller size and at most `eu`, so height is in (smaller - 2, eu - 2]. The smallest size
 * has no lower end, and the largest takes every taller child too (beyondTable). Null when `eu`
 * is not on the grid.
 */
export function clothingHeightBand(eu: number): HeightBand | null {
  const index = rows.findIndex((row) => row.eu === eu);
  if (index < 0) return null;
  const smaller = rows[index - 1];
  const isLargest = index === rows.length - 1;
  return {
    above: smaller ? smaller.eu - clothingGrowthRoomCm : null,
    atMost: isLargest ? null : eu - clothingGrowthRoomCm,
  };
}
