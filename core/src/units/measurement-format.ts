/**
 * How every screen shows a measurement or a forecast: in the user's measurement system (spec 3:
 * metric cm, kg and cm for foot length; imperial inches, lbs and inches for foot length), to one
 * decimal, with the number written as the page's locale writes it ("115,7" in Swedish, Arabic
 * digits in Arabic). Unit symbols are the SI and imperial ones in every Sprout language but
 * Arabic, which writes its own (unitSymbol); `number` and `unit` are there for layouts that place
 * them apart.
 */
import type { MeasurementSystem } from '../profile/profile.types';
import { numberFormat } from '../locale/intl-formats';
import { roundTo } from './round';
import { cmToInches, displayDecimals, kgToPounds, unitsOf, type LengthUnit } from './units';
import type { WeightUnit } from './units';

export type MeasuredQuantity =
  'height' | 'weight' | 'footLength' | 'chest' | 'bust' | 'waist' | 'hips';

export type DisplayUnit = LengthUnit | WeightUnit;

export type FormattedMeasurement = {
  /** The value in `unit`, rounded to one decimal. */
  value: number;
  /** The value as the locale writes it. */
  number: string;
  unit: DisplayUnit;
  /** Number and unit, joined by a no-break space so they never wrap apart. */
  text: string;
};

export type FormattedRange = {
  low: string;
  high: string;
  unit: DisplayUnit;
  /** "98,1–102,3 cm"; a single value when both ends round alike. */
  text: string;
};

const noBreakSpace = '\u00a0';

/** The short unit names of CLDR for Arabic (`Intl.NumberFormat('ar', { style: 'unit' })`). */
const arabicSymbols: Readonly<Record<DisplayUnit, string>> = {
  cm: 'سم',
  in: 'بوصة',
  kg: 'كغم',
  lbs: 'رطل',
};

/** A unit as `locale` writes it: Arabic pages in Arabic letters, every other language `cm`, `kg`… */
export function unitSymbol(unit: DisplayUnit, locale: string): string {
  return /^ar(-|$)/.test(locale) ? arabicSymbols[unit] : unit;
}
const dash = '–';
function formatter(locale: string, decimals: number = displayDecimals): Intl.NumberFormat {
  return numberFormat(locale, { maximumFractionDigits: decimals });
}

/** The unit `quantity` is shown in for `system`. */
export function displayUnit(quantity: MeasuredQuantity, system: MeasurementSystem): DisplayUnit {
  return quantity === 'weight' ? unitsOf[system].weight : unitsOf[system].length;
}

/** A stored (metric) value in `system`'s unit, rounded to one decimal. */
export function toDisplayValue(
  quantity: MeasuredQuantity,
  metric: number,
  system: MeasurementSystem,
): number {
  if (!Number.isFinite(metric)) throw new RangeError(`${quantity} must be finite, got ${metric}`);
  const value =
    system === 'metric' ? metric : quantity === 'weight' ? kgToPounds(metric) : cmToInches(metric);
  return roundTo(value, displayDecimals);
}

/** A number (already in its display unit) as `locale` writes it, to one decimal. */
export function formatDisplayNumber(value: number, locale: string): string {
  return formatter(locale).format(roundTo(value, displayDecimals));
}

/** A chart axis tick of a measurement (already in its display unit): whole, as `locale` writes it. */
export function formatAxisTick(value: number, locale: string): string {
  return formatter(locale, 0).format(value);
}

/** A value already in `unit` (a chart's point), formatted like formatMeasurement. */
export function formatInUnit(
  value: number,
  unit: DisplayUnit,
  locale: string,
): FormattedMeasurement {
  const rounded = roundTo(value, displayDecimals);
  const number = formatDisplayNumber(rounded, locale);
  return {
    value: rounded,
    number,
    unit,
    text: `${number}${noBreakSpace}${unitSymbol(unit, locale)}`,
  };
}

/** A stored (metric) measurement or forecast value for display in `system` and `locale`. */
export function formatMeasurement(
  quantity: MeasuredQuantity,
  metric: number,
  system: MeasurementSystem,
  locale: string,
): FormattedMeasurement {
  return formatInUnit(
    toDisplayValue(quantity, metric, system),
    displayUnit(quantity, system),
    locale,
  );
}

/** A stored (metric) range, such as a forecast's likely interval, for display. */
export function formatMeasurementRange(
  quantity: MeasuredQuantity,
  low: number,
  high: number,
  system: MeasurementSystem,
  locale: string,
): FormattedRange {
  const from = formatMeasurement(quantity, Math.min(low, high), system, locale);
  const to = formatMeasurement(quantity, Math.max(low, high), system, locale);
  const numbers = from.number === to.number ? from.number : `${from.number}${dash}${to.number}`;
  return {
    low: from.number,
    high: to.number,
    unit: from.unit,
    text: `${numbers}${noBreakSpace}${unitSymbol(from.unit, locale)}`,
  };
}
