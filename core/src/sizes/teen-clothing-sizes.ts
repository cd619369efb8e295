/**
 * Clothing sizes from 13 (spec 9: "13 for additional measurements and adult size tables"). The
 * adult tables are German body-measure tables (EN 13402-3 style: body girths in cm per size), with
 * the other systems from the sources in core/data/sizes/NOTES.md section 6.
 *
 * The rule (docs/architecture.md, "Sizes from 13"):
 * - Under 13: the children's height table (clothingSizeToBuy), extra measurements ignored.
 * - From 13 with girths (boys: chest; girls: bust, waist, hips, any of them): each girth picks the
 *   smallest adult size whose body girth is at least the measure (between two sizes, the larger,
 *   as the sources advise); the largest of those wins, because a garment must close around every
 *   girth. If every girth is below the smallest adult size, the teen still fits the teen height
 *   sizes and keeps them. Above the largest adult size: that size, flagged beyondTable.
 * - From 13 without girths: the teen height sizes (EN 13402 heights up to EU 176, with the letter
 *   size). Taller than that, Sprout does not guess an adult size from height: `needsGirth`.
 */
import type { Sex } from '../growth/reference.types';
import { ageGroupForYears, type AgeGroup } from '../growth/age-group';
import { clothingSizeToBuy } from './clothing-sizes';
import type { SizeSystem } from './size-systems';
import {
  adultClothingSizeRows,
  type AdultClothingSizeRow,
} from './tables/adult-clothing-sizes.generated';

/** Which table a clothing size is on: the children's height sizes or an adult girth table. */
export type ClothingTable = 'children' | 'women' | 'men';

/** The body measure that decided a size. */
export type ClothingBasis = 'height' | 'chest' | 'bust' | 'waist' | 'hips';

/** A size in every system (null where no source maps it) plus the letter size. */
export type ClothingSizeLabels = { readonly [S in SizeSystem]: string | number | null } & {
  readonly letter: string | null;
};

/** Extra measurements in cm (spec 3: chest for boys, bust, waist, hips for girls, from 13). */
export type Girths = {
  chest?: number | null;
  bust?: number | null;
  waist?: number | null;
  hips?: number | null;
};

export type ClothingSizeForAge = {
  /** The EU size to buy on `table`. */
  eu: number;
  table: ClothingTable;
  conversions: ClothingSizeLabels;
  /** Above the largest size of `table`; `eu` is then that largest size. */
  beyondTable: boolean;
  /** Age 13 or over. */
  teen: boolean;
  /** The letter size from 13, where a source maps it; null for younger children. */
  letter: string | null;
  ageGroup: AgeGroup;
  basis: ClothingBasis;
  /** 13+, no girths and taller than the teen height sizes: an adult size needs chest or bust. */
  needsGirth: boolean;
  /**
   * The children's/teen height size (EN 13402, EU 50-176) for the same height: the catalogue's
   * products are labelled in these sizes, so product matching keeps using it.
   */
  catalogueSize: number;
};

export type ClothingSizeInput = {
  sex: Sex;
  heightCm: number;
  ageYears: number;
  girths?: Girths;
};

const adultTable = (sex: Sex): ClothingTable => (sex === 'male' ? 'men' : 'women');

function rowsOf(table: ClothingTable): readonly AdultClothingSizeRow[] {
  if (table === 'children') return [];
  const gender = table === 'men' ? 'male' : 'female';
  return adultClothingSizeRows.filter((row) => row.gender === gender);
}

/** GB/T 1335 号/型: height on the 5 cm grid (rounded up, "slightly larger") / the size's girth. */
function chineseLabel(heightCm: number | undefined, row: AdultClothingSizeRow): string | null {
  if (heightCm === undefined) return null;
  return `${Math.ceil(heightCm / 5) * 5}/${row.girthCm}`;
}

function adultLabels(row: AdultClothingSizeRow, heightCm?: number): ClothingSizeLabels {
  return {
    EU: row.eu,
    US: row.us,
    UK: row.uk,
    CN: chineseLabel(heightCm, row),
    JP: row.jp,
    AU: row.au,
    CA: row.ca,
    letter: row.letter,
  };
}

/**
 * The labels of adult size `eu` on `table`, or null when it is not a size of that table. CN is
 * null here: its 号 is the wearer's height, which a bare size does not carry.
 */
export function adultClothingSizeLabels(
  table: ClothingTable,
  eu: number,
): ClothingSizeLabels | null {
  const row = rowsOf(table).find((r) => r.eu === eu);
  return row ? adultLabels(row) : null;
}

/** The adult sizes of a table, smallest first (women EU 34-48, men EU 44-64). */
export function adultClothingEuSizes(table: 'women' | 'men'): readonly number[] {
  return rowsOf(table).map((row) => row.eu);
}

type Pick = { row: AdultClothingSizeRow; basis: ClothingBasis; beyond: boolean };

const girthOf: Record<Exclude<ClothingBasis, 'height'>, (row: AdultClothingSizeRow) => number> = {
  chest: (row) => row.girthCm,
  bust: (row) => row.girthCm,
  waist: (row) => row.waistCm,
  hips: (row) => row.hipsCm,
};

/** Which girths count: chest for boys, bust, waist and hips for girls (others are ignored). */
function measuredGirths(sex: Sex, girths: Girths): [Exclude<ClothingBasis, 'height'>, number][] {
  const fields = sex === 'male' ? (['chest'] as const) : (['bust', 'waist', 'hips'] as const);
  const measured: [Exclude<ClothingBasis, 'height'>, number][] = [];
  for (const field of fields) {
    const value = girths[field];
    if (value === undefined || value === null) continue;
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`${field} must be a finite number of cm > 0, got ${value}`);
    }
    measured.push([field, value]);
  }
  return measured;
}

/**
 * The clothing size to buy for a child or teen: under 13 the children's height table; from 13 the
 * adult girth tables when chest (boys) or bust, waist, hips (girls) are measured, else the teen
 * height sizes. See the module comment for the whole rule.
 */
export function clothingSizeForAge(input: ClothingSizeInput): ClothingSizeForAge {
  const { sex, heightCm, ageYears } = input;
  const byHeight = clothingSizeToBuy(heightCm, { ageYears });
  const group = ageGroupForYears(ageYears);
  const heightSize: ClothingSizeForAge = {
    eu: byHeight.eu,
    table: 'children',
    conversions: byHeight.conversions,
    beyondTable: byHeight.beyondTable,
    teen: byHeight.teen,
    letter: byHeight.letter,
    ageGroup: group,
    basis: 'height',
    needsGirth: byHeight.teen && byHeight.beyondTable,
    catalogueSize: byHeight.eu,
  };
  if (group === 'children') return heightSize;

  const table = adultTable(sex);
  const rows = rowsOf(table);
  const smallest = rows[0];
  const largest = rows.at(-1);
  if (!smallest || !largest) throw new RangeError(`The ${table} size table is empty`);

  const measured = measuredGirths(sex, input.girths ?? {});
  const picks: Pick[] = measured.map(([basis, value]) => {
    const girth = girthOf[basis];
    const row = rows.find((r) => girth(r) >= value);
    return { row: row ?? largest, basis, beyond: row === undefined };
  });
  if (picks.length === 0) return heightSize;
  // Every girth below the smallest adult size: the teen height sizes still fit better.
  const allBelow = measured.every(([basis, value]) => value < girthOf[basis](smallest));
  if (allBelow) return heightSize;

  const winner = picks.reduce((best, pick) => (pick.row.eu > best.row.eu ? pick : best));
  return {
    eu: winner.row.eu,
    table,
    conversions: adultLabels(winner.row, heightCm),
    beyondTable: winner.beyond,
    teen: true,
    letter: winner.row.letter,
    ageGroup: group,
    basis: winner.basis,
    needsGirth: false,
    catalogueSize: byHeight.eu,
  };
}
