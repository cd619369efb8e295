/**
 * Children's (and adult) shoe sizes, EU 16 to 49, from the generated reference table
 * (core/data/sizes, NOTES.md section 2).
 *
 * The spec maps "foot length in mm + 10 mm" to the EU size. The real system is different: an EU
 * size is the shoe's last length in Paris points, and the table's foot bands already hold a 12 mm
 * foot-to-last allowance (NOTES.md 2.2 and 2.3). DESIGN.md says the real system wins, so the size
 * is the row whose [footLengthMmMin, footLengthMmMax) band contains the foot, with no extra
 * millimetres added.
 *
 * Likewise the spec's Japanese display "EU x 0.5 + 9" does not match the real Japanese system
 * (foot length in cm, Mondopoint): EU 24 would be 21 where the real size is 15. JP comes from the
 * table.
 */
import { roundTo } from '../units/round';
import { shoeSizeRows, type ShoeSizeRow } from './tables/shoe-sizes.generated';

/** The spec's regional shoe growth allowance, in mm: how far ahead to buy. */
export const shoeGrowthAllowanceMm = 15;

/** One EU shoe size in every system. CN is foot length in mm, JP in cm (Mondopoint). */
export type ShoeSizeConversions = {
  EU: number;
  US: string;
  UK: number;
  CN: number;
  JP: number;
  AU: number;
  CA: string;
};

export type ShoeSize = {
  eu: number;
  conversions: ShoeSizeConversions;
  /** The length is shorter than EU 16's band; `eu` is then 16, the smallest size. */
  belowTable: boolean;
  /** The length is past EU 49's band; `eu` is then 49, the largest size. */
  beyondTable: boolean;
};

const rows: readonly ShoeSizeRow[] = shoeSizeRows;

function toConversions(row: ShoeSizeRow): ShoeSizeConversions {
  return {
    EU: row.eu,
    US: row.us,
    UK: row.uk,
    CN: row.cn,
    JP: row.jpCm,
    AU: row.au,
    CA: row.ca,
  };
}

/** Every size of the table, smallest first (EU 16 to 49). */
export const shoeSizeChart: readonly ShoeSizeConversions[] = rows.map(toConversions);

/** The conversions of a whole EU shoe size, or null when the table has no such size. */
export function shoeSizeConversions(eu: number): ShoeSizeConversions | null {
  const row = rows.find((r) => r.eu === eu);
  return row ? toConversions(row) : null;
}

function assertLength(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${what} must be a finite number >= 0, got ${value}`);
  }
}

function sizeForFootMm(footMm: number): ShoeSize {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new RangeError('The shoe size table is empty');
  // 0.01 mm steps: cm inputs times 10 carry binary noise (14.47 * 10 = 144.70000000000002).
  const mm = roundTo(footMm, 2);
  const row =
    rows.find((r) => mm >= r.footLengthMmMin && mm < r.footLengthMmMax) ??
    (mm < first.footLengthMmMin ? first : last);
  return {
    eu: row.eu,
    conversions: toConversions(row),
    belowTable: mm < first.footLengthMmMin,
    beyondTable: mm >= last.footLengthMmMax,
  };
}

/** The shoe size that fits a foot of `footCm` today. */
export function shoeSizeForFoot(footCm: number): ShoeSize {
  assertLength(footCm, 'Foot length (cm)');
  return sizeForFootMm(footCm * 10);
}

/** The size to buy ahead: the size of the foot plus the growth allowance (15 mm by default). */
export function shoeSizeToBuyAhead(
  footCm: number,
  allowanceMm: number = shoeGrowthAllowanceMm,
): ShoeSize {
  assertLength(footCm, 'Foot length (cm)');
  assertLength(allowanceMm, 'Allowance (mm)');
  return sizeForFootMm(footCm * 10 + allowanceMm);
}

/** A band of foot lengths (cm): `from` <= foot < `below`; null ends are open. */
export type FootBand = { from: number | null; below: number | null };

/**
 * The foot lengths that get EU size `eu` from shoeSizeForFoot: the row's band, with the
 * smallest size open below and the largest open above (as shoeSizeForFoot clamps). Null when the
 * table has no such size.
 */
export function shoeFootBand(eu: number): FootBand | null {
  const index = rows.findIndex((row) => row.eu === eu);
  const row = rows[index];
  if (!row) return null;
  return {
    from: index === 0 ? null : row.footLengthMmMin / 10,
    below: index === rows.length - 1 ? null : row.footLengthMmMax / 10,
  };
}
