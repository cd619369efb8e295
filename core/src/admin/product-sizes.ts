import { clothingSizeChart } from '../sizes/clothing-sizes';
import { shoeSizeChart } from '../sizes/shoe-sizes';

/**
 * The admin form's EU <-> US size derivation (spec section 5) through the size tables: shoes use
 * the shoe table, clothes and accessories the children's clothing table. A value the table does
 * not know (a label, a size off the grid, empty) passes through unchanged, as the spec says.
 */
type Pair = { eu: number; us: string };

function pairs(category: string): readonly Pair[] {
  const chart: readonly { EU: number; US: string | null }[] =
    category === 'shoes' ? shoeSizeChart : clothingSizeChart;
  return chart.flatMap((row) => (row.US === null ? [] : [{ eu: row.EU, us: row.US }]));
}

function euNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+(?:\.0+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The US size for an EU size of `category`; an unknown EU size comes back unchanged. An EU size
 * the table has without a US one (clothing 170 and 176) has none: empty, which the form sends as
 * null, instead of the EU number, which no US table knows.
 */
export function usSizeFromEu(category: string, eu: string): string {
  const value = euNumber(eu);
  if (value === null) return eu;
  const pair = pairs(category).find((p) => p.eu === value);
  if (pair) return pair.us;
  return euSizesOf(category).includes(value) ? '' : eu;
}

/** The EU size for a US size of `category` (the smallest EU size with that label), else unchanged. */
export function euSizeFromUs(category: string, us: string): string {
  const label = us.trim().toUpperCase();
  const pair = label === '' ? undefined : pairs(category).find((p) => p.us.toUpperCase() === label);
  return pair ? String(pair.eu) : us;
}

/**
 * US max >= US min (spec section 5, "compared numerically"). US scales restart (shoes 13.5C then
 * 1.5Y, clothes 18M then 2T then 5), so two labels the table knows are ordered by their EU sizes;
 * otherwise the numbers they read as are compared, and a size that is not a number passes.
 */
export function usSizesOrdered(
  category: string,
  min: string | null | undefined,
  max: string | null | undefined,
): boolean {
  if (!min || !max) return true;
  const table = pairs(category);
  const rank = (us: string) =>
    table.find((p) => p.us.toUpperCase() === us.trim().toUpperCase())?.eu;
  const minRank = rank(min);
  const maxRank = rank(max);
  if (minRank !== undefined && maxRank !== undefined) return maxRank >= minRank;
  const minValue = Number.parseFloat(min);
  const maxValue = Number.parseFloat(max);
  return Number.isNaN(minValue) || Number.isNaN(maxValue) || maxValue >= minValue;
}

/** The EU sizes of a category's size table (shoes: EU 16-49; clothes and accessories: 50-176). */
export function euSizesOf(category: string): readonly number[] {
  return category === 'shoes'
    ? shoeSizeChart.map((row) => row.EU)
    : clothingSizeChart.map((row) => row.EU);
}

/** Whether `eu` ('92', '92.0') is a size of the category's table (issue 32: no EU 'abc' or 900). */
export function euSizeInTable(category: string, eu: string | null | undefined): boolean {
  const value = euNumber(eu ?? '');
  return value !== null && euSizesOf(category).includes(value);
}

/** The table's spelling of a US size of `category` ('2t' -> '2T'); null when the table lacks it. */
export function usSizeInTable(category: string, us: string | null | undefined): string | null {
  const label = (us ?? '').trim().toUpperCase();
  return pairs(category).find((p) => p.us.toUpperCase() === label)?.us ?? null;
}
