/**
 * Size ranges as the spec shows them: the market's standard first, EU in brackets when that
 * standard is not EU ("4T–5 (EU 104–110)"), else the EU range alone ("EU 104–110", "EU 104").
 * The strings hold size labels and numbers only, no words, so they need no translation; numbers
 * follow the page's locale when one is given ("10,5" in Swedish, Arabic digits in Arabic).
 */
import { marketFor } from '../markets/markets';
import type { MarketCode } from '../locale/languages';
import { numberFormat } from '../locale/intl-formats';
import { clothingSizeConversions } from './clothing-sizes';
import { shoeSizeConversions } from './shoe-sizes';
import type { SizeKind, SizeSystem } from './size-systems';
import { adultClothingSizeLabels, type ClothingTable } from './teen-clothing-sizes';

const dash = '–';

/** Display options: the clothing table (from 13, see `label`) and the locale numbers follow. */
export type SizeFormatOptions = { table?: ClothingTable; locale?: string };

const numericLabel = /^\d+(\.\d+)?$/;

/**
 * A size label as the locale writes numbers: "10.5" is "10,5" in Swedish; labels that are not
 * plain numbers ("4T", "XS", "160/84") stay as they are. Without a locale, the label unchanged.
 */
export function localizeSizeLabel(value: string | number, locale?: string): string {
  const text = String(value);
  if (locale === undefined || !numericLabel.test(text)) return text;
  return numberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(
    Number(text),
  );
}

function range(from: string, to: string): string {
  return from === to ? from : `${from}${dash}${to}`;
}

function label(
  system: SizeSystem,
  eu: number,
  kind: SizeKind,
  table: ClothingTable,
  locale: string | undefined,
): string | null {
  const conversions =
    kind === 'shoes'
      ? shoeSizeConversions(eu)
      : table === 'children'
        ? clothingSizeConversions(eu)
        : adultClothingSizeLabels(table, eu);
  const value = conversions?.[system];
  return value === null || value === undefined ? null : localizeSizeLabel(value, locale);
}

/**
 * Formats the EU range `minEU`..`maxEU` in `system`. Sizes the table cannot convert (half shoe
 * sizes, heights off the grid, US sizes above EU 164) fall back to the EU range rather than
 * guessing. The bounds are ordered, so a swapped pair still reads low to high. Clothing sizes
 * from 13 may be on an adult table (`table`): EU 50 is a newborn's size on the children's table
 * and a man's on the men's, so the table says which conversions apply.
 */
export function formatSizeRange(
  system: SizeSystem,
  minEU: number,
  maxEU: number,
  kind: SizeKind,
  { table = 'children', locale }: SizeFormatOptions = {},
): string {
  if (!Number.isFinite(minEU) || !Number.isFinite(maxEU)) {
    throw new RangeError(`Sizes must be finite numbers, got ${minEU} and ${maxEU}`);
  }
  const low = Math.min(minEU, maxEU);
  const high = Math.max(minEU, maxEU);
  const eu = `EU ${range(localizeSizeLabel(low, locale), localizeSizeLabel(high, locale))}`;
  if (system === 'EU') return eu;
  const from = label(system, low, kind, table, locale);
  const to = label(system, high, kind, table, locale);
  return from === null || to === null ? eu : `${range(from, to)} (${eu})`;
}

/** Formats a range in the standard of the user's market (US for US, CA and AU; else EU). */
export function formatSizeRangeForMarket(
  market: MarketCode,
  minEU: number,
  maxEU: number,
  kind: SizeKind,
  options: SizeFormatOptions = {},
): string {
  const settings = marketFor(market);
  const system = kind === 'clothing' ? settings.clothingSizeStandard : settings.shoeSizeStandard;
  return formatSizeRange(system, minEU, maxEU, kind, options);
}

/** One size in the standard of the user's market: "4T (EU 104)", "EU 38". */
export function formatSizeForMarket(
  market: MarketCode,
  eu: number,
  kind: SizeKind,
  options: SizeFormatOptions = {},
): string {
  return formatSizeRangeForMarket(market, eu, eu, kind, options);
}
