import { object, string, type InferType } from 'yup';
import { ageInYears } from '../growth/age';
import type { MeasurementSystem } from '../profile/profile.types';
import { cmPerInch } from '../units/units';
import type { ChildGender } from './child.schema';
import { validationCodes as codes } from './validation-codes';
import {
  decimalNumber,
  hasAtMostDecimals,
  isIsoDate,
  latestToday,
  localToday,
} from './schema-fields';

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

/**
 * Largest accepted values, in the unit the form is in. The extra measurements' 150 cm is
 * 59.05 in, rounded down to one decimal (59.0) so an imperial value never converts above 150 cm.
 */
export const measurementLimits = {
  metric: { height: 250, weight: 100, footLength: 35, extra: 150 },
  imperial: {
    height: 100,
    weight: 220,
    footLength: 15,
    extra: Math.floor((150 / cmPerInch) * 10) / 10,
  },
} as const satisfies Record<
  MeasurementSystem,
  Record<'height' | 'weight' | 'footLength' | 'extra', number>
>;

/**
 * What the server knows about the child when it validates a measurement. With `gender` and
 * `birthDate`, extras that do not apply at the measurement date are refused and the date may not
 * be before birth; without them only the field rules apply.
 */
export type MeasurementContext = { gender?: ChildGender; birthDate?: string };

/**
 * A measurement value: a number of the form's unit with at most one decimal (the input's step
 * 0.1). The spec's input minimum is 0, but a length or weight of 0 is no measurement and would
 * break the percentile arithmetic, so the schema asks for a value greater than 0.
 */
function measure(max: number) {
  return decimalNumber(codes.invalidNumber)
    .moreThan(0, codes.mustBePositive)
    .max(max, codes.outOfRange)
    .test('one-decimal', codes.oneDecimal, (value) => hasAtMostDecimals(value, 1));
}

function extra(field: ExtraMeasurementField, max: number) {
  return measure(max)
    .optional()
    .test('applies', codes.extraMeasurementNotApplicable, (value, test) => {
      if (value === undefined) return true;
      const { gender, birthDate } = (test.options.context ?? {}) as MeasurementContext;
      const measuredAt: unknown = test.parent?.measuredAt;
      if (!gender || !isIsoDate(birthDate) || !isIsoDate(measuredAt)) return true;
      return extraMeasurementFields(gender, ageInYears(birthDate, measuredAt)).includes(field);
    });
}

/**
 * The add-measurement form in the user's measurement system (values stay in that system: the form
 * converts imperial to metric on submit). `measuredAt` defaults to today and may not be in the
 * future.
 */
export function measurementSchema(system: MeasurementSystem) {
  const limits = measurementLimits[system];
  return object({
    height: measure(limits.height).required(codes.required),
    weight: measure(limits.weight).required(codes.required),
    footLength: measure(limits.footLength).required(codes.required),
    chest: extra('chest', limits.extra),
    bust: extra('bust', limits.extra),
    waist: extra('waist', limits.extra),
    hips: extra('hips', limits.extra),
    measuredAt: string()
      .trim()
      .default(() => localToday())
      .required(codes.required)
      .test('date', codes.dateInvalid, (value) => !value || isIsoDate(value))
      .test(
        'not-future',
        codes.dateInFuture,
        (value) => !isIsoDate(value) || value <= latestToday(),
      )
      .test('after-birth', codes.measuredBeforeBirth, (value, test) => {
        const { birthDate } = (test.options.context ?? {}) as MeasurementContext;
        return !isIsoDate(value) || !isIsoDate(birthDate) || value >= birthDate;
      }),
  });
}

export type MeasurementInput = InferType<ReturnType<typeof measurementSchema>>;
