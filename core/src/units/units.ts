/**
 * Metric and imperial units (spec 9: 1 in = 2.54 cm, 1 lb = 0.453592 kg). Sprout stores metric;
 * imperial forms are converted on submit and measurements are converted back for display. Unit
 * labels are codes; the web formats and translates them.
 */
import type { MeasurementSystem } from '../profile/profile.types';
import { roundTo } from './round';

export const cmPerInch = 2.54;
export const kgPerPound = 0.453592;

export type LengthUnit = 'cm' | 'in';
/** 'lbs', as the spec writes it (spec 3: "Imperial uses inches, lbs"). */
export type WeightUnit = 'kg' | 'lbs';

/** The units of each system; foot length uses the length unit (spec 3: cm or inches). */
export const unitsOf: Readonly<
  Record<MeasurementSystem, { length: LengthUnit; weight: WeightUnit; footLength: LengthUnit }>
> = {
  metric: { length: 'cm', weight: 'kg', footLength: 'cm' },
  imperial: { length: 'in', weight: 'lbs', footLength: 'in' },
};

/**
 * Decimals kept. Forms (and fromMetric) use 1 decimal in every unit. Stored lengths keep 1
 * decimal: 0.1 cm is finer than 0.1 in, so a typed inch value comes back unchanged. Stored weights
 * keep 2: 0.1 kg is coarser than 0.1 lb (0.045 kg), and at 1 decimal a typed 33.4 lb would be
 * stored as 15.1 kg and shown back as 33.3 lb.
 */
export const metricDecimals = { length: 1, weight: 2 } as const;
export const displayDecimals = 1;

export function inchesToCm(inches: number): number {
  return inches * cmPerInch;
}

export function cmToInches(cm: number): number {
  return cm / cmPerInch;
}

export function poundsToKg(pounds: number): number {
  return pounds * kgPerPound;
}

export function kgToPounds(kg: number): number {
  return kg / kgPerPound;
}

/** A length typed in `system` as it is stored: cm to 1 decimal (see metricDecimals). */
export function lengthToMetric(value: number, system: MeasurementSystem): number {
  return roundTo(system === 'imperial' ? inchesToCm(value) : value, metricDecimals.length);
}

/** A weight typed in `system` as it is stored: kg to 2 decimals (see metricDecimals). */
export function weightToMetric(value: number, system: MeasurementSystem): number {
  return roundTo(system === 'imperial' ? poundsToKg(value) : value, metricDecimals.weight);
}

/** A measurement form's numbers: lengths (height, foot, chest ...) and the weight. */
export type BodyMeasurements = {
  height: number;
  weight: number;
  footLength: number;
  chest?: number;
  bust?: number;
  waist?: number;
  hips?: number;
};

const optionalLengths = ['chest', 'bust', 'waist', 'hips'] as const;

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number >= 0, got ${value}`);
  }
}

function convert(
  values: BodyMeasurements,
  length: (value: number) => number,
  weight: (value: number) => number,
): BodyMeasurements {
  const result: BodyMeasurements = {
    height: length(values.height),
    weight: weight(values.weight),
    footLength: length(values.footLength),
  };
  for (const key of optionalLengths) {
    const value = values[key];
    if (value !== undefined) result[key] = length(value);
  }
  return result;
}

function checked(values: BodyMeasurements): BodyMeasurements {
  assertAmount('height', values.height);
  assertAmount('weight', values.weight);
  assertAmount('footLength', values.footLength);
  for (const key of optionalLengths) {
    const value = values[key];
    if (value !== undefined) assertAmount(key, value);
  }
  return values;
}

/**
 * A form submission in `system` as metric (cm, kg) for storage: lengths to 1 decimal, the weight
 * to 2 (see metricDecimals). Optional measurements that are absent stay absent.
 */
export function toMetric(values: BodyMeasurements, system: MeasurementSystem): BodyMeasurements {
  return convert(
    checked(values),
    (value) => lengthToMetric(value, system),
    (value) => weightToMetric(value, system),
  );
}

/** Stored metric measurements in `system`'s units, to 1 decimal, for display and forms. */
export function fromMetric(values: BodyMeasurements, system: MeasurementSystem): BodyMeasurements {
  const imperial = system === 'imperial';
  return convert(
    checked(values),
    (value) => roundTo(imperial ? cmToInches(value) : value, displayDecimals),
    (value) => roundTo(imperial ? kgToPounds(value) : value, displayDecimals),
  );
}
