import type { MeasurementSystem } from '../profile/profile.types';
import { cmPerInch, kgPerPound, lengthToMetric, weightToMetric } from '../units/units';
import type { ChildGender } from '../children/child-fields';
import { validationCodes as codes } from './validation-codes';

/*
 * The measured fields, their limits and messages: what screens show without validating a form.
 * No yup here (issue 34): the dashboard imports these, and measurement.schema.ts builds the
 * form's schema on them, loaded with the form.
 */

export type ExtraMeasurementField = 'chest' | 'bust' | 'waist' | 'hips';

/** Extra measurements (chest, bust, waist, hips) are offered from this age (spec: 13). */
export const extraMeasurementMinAge = 13;

/** Which extra measurements apply to a child: chest for boys, bust/waist/hips for girls, from 13. */
export function extraMeasurementFields(
  gender: ChildGender,
  ageYears: number,
): readonly ExtraMeasurementField[] {
  if (ageYears < extraMeasurementMinAge) return [];
  return gender === 'male' ? ['chest'] : ['bust', 'waist', 'hips'];
}

export type MeasurementField = 'height' | 'weight' | 'footLength' | ExtraMeasurementField;

/** Every measured field, in the order forms and lists show them. */
export const measurementFields: readonly MeasurementField[] = [
  'height',
  'weight',
  'footLength',
  'chest',
  'bust',
  'waist',
  'hips',
];

/**
 * What the server stores at most (firestore.rules, validMeasurementValues; spec 5), in cm and kg.
 * The rules check the stored value, which is the form's value converted by toMetric.
 */
export const metricMeasurementLimits = {
  height: 250,
  weight: 100,
  footLength: 35,
  extra: 150,
} as const;

export type LimitKey = keyof typeof metricMeasurementLimits;

/** The value a form field in `system` is stored as (cm to 1 decimal, kg to 2), as toMetric does. */
export function storedValue(key: LimitKey, value: number, system: MeasurementSystem): number {
  return key === 'weight' ? weightToMetric(value, system) : lengthToMetric(value, system);
}

/**
 * The largest one-decimal value a form in `system` accepts: the one whose stored value is still
 * within the metric limit. In inches 35 cm is 13.78 in, but 13.8 in is stored as 35.1 cm, which
 * the rules refuse, so the limit reads 13.7 in.
 */
function largestAccepted(key: LimitKey, system: MeasurementSystem): number {
  const max = metricMeasurementLimits[key];
  const factor = key === 'weight' ? kgPerPound : cmPerInch;
  let tenths = Math.floor(system === 'metric' ? max * 10 : (max / factor) * 10);
  while (storedValue(key, (tenths + 1) / 10, system) <= max) tenths += 1;
  while (tenths > 0 && storedValue(key, tenths / 10, system) > max) tenths -= 1;
  return tenths / 10;
}

function limitsOf(system: MeasurementSystem): Record<LimitKey, number> {
  return {
    height: largestAccepted('height', system),
    weight: largestAccepted('weight', system),
    footLength: largestAccepted('footLength', system),
    extra: largestAccepted('extra', system),
  };
}

/**
 * Largest accepted values, in the unit the form is in: exactly what the server accepts once the
 * value is converted (metric 250 cm, 100 kg, 35 cm, 150 cm; imperial 98.4 in, 220.4 lbs,
 * 13.7 in, 59 in). The spec's imperial figures (100 in, 220 lbs, 15 in) are above the metric
 * limits the server enforces, so they are derived here instead.
 */
export const measurementLimits: Readonly<
  Record<MeasurementSystem, Readonly<Record<LimitKey, number>>>
> = {
  metric: limitsOf('metric'),
  imperial: limitsOf('imperial'),
};

/** The limit of one form field in `system`'s unit (what its "at most" message names). */
export function measurementLimit(field: MeasurementField, system: MeasurementSystem): number {
  const key: LimitKey =
    field === 'height' || field === 'weight' || field === 'footLength' ? field : 'extra';
  return measurementLimits[system][key];
}

/** The code of each field's "must be at most {limit}" message. */
export const measurementTooLargeCodes = {
  height: codes.heightTooLarge,
  weight: codes.weightTooLarge,
  footLength: codes.footLengthTooLarge,
  chest: codes.chestTooLarge,
  bust: codes.bustTooLarge,
  waist: codes.waistTooLarge,
  hips: codes.hipsTooLarge,
} as const satisfies Record<MeasurementField, string>;

/**
 * What the server knows about the child when it validates a measurement. With `gender` and
 * `birthDate`, extras that do not apply at the measurement date are refused and the date may not
 * be before birth; without them only the field rules apply.
 */
export type MeasurementContext = { gender?: ChildGender; birthDate?: string };
