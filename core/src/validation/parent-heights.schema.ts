import { object, type InferType } from 'yup';
import type { MeasurementSystem } from '../profile/profile.types';
import { cmPerInch, lengthToMetric } from '../units/units';
import { validationCodes as codes } from './validation-codes';
import { decimalNumber, hasAtMostDecimals } from './schema-fields';
import { isParentHeightCm, parentHeightLimitsCm } from '../children/parent-height-limits';

export { isParentHeightCm, parentHeightLimitsCm };

/** The value a form field in `system` is stored as: cm to one decimal (core's lengthToMetric). */
const stored = (value: number, system: MeasurementSystem) => lengthToMetric(value, system);

/**
 * The smallest and largest one-decimal values a form in `system` accepts: those whose stored
 * value is still within the limits. 120 cm is 47.24 in, but 47.2 in is stored as 119.9 cm, so
 * the imperial form starts at 47.3 in (and ends at 86.6 in: 86.7 in is 220.2 cm).
 */
function acceptedRange(system: MeasurementSystem): { min: number; max: number } {
  const { min, max } = parentHeightLimitsCm;
  const factor = system === 'metric' ? 1 : cmPerInch;
  let low = Math.floor((min / factor) * 10);
  while (stored(low / 10, system) < min) low += 1;
  let high = Math.ceil((max / factor) * 10);
  while (stored(high / 10, system) > max) high -= 1;
  return { min: low / 10, max: high / 10 };
}

/** The limits in the form's unit (metric 120-220 cm, imperial 47.3-86.6 in). */
export const parentHeightLimits: Readonly<
  Record<MeasurementSystem, Readonly<{ min: number; max: number }>>
> = {
  metric: acceptedRange('metric'),
  imperial: acceptedRange('imperial'),
};

/** One parent's height in the form's unit: optional, a number with at most one decimal. */
function parentHeight(system: MeasurementSystem) {
  return decimalNumber(codes.invalidNumber)
    .optional()
    .test(
      'range',
      codes.parentHeightOutOfRange,
      (value) => value === undefined || isParentHeightCm(stored(value, system)),
    )
    .test('one-decimal', codes.oneDecimal, (value) => hasAtMostDecimals(value, 1));
}

/**
 * The parents' heights of the edit-child dialog, in the user's measurement system (converted to
 * cm on save). Both optional: an empty field is "not given".
 */
export function parentHeightsFields(system: MeasurementSystem) {
  return { motherHeight: parentHeight(system), fatherHeight: parentHeight(system) };
}

export function parentHeightsSchema(system: MeasurementSystem) {
  return object(parentHeightsFields(system));
}

export type ParentHeightsInput = InferType<ReturnType<typeof parentHeightsSchema>>;
