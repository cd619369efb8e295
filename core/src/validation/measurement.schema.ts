import { object, string, type InferType } from 'yup';
import { ageInYears } from '../growth/age';
import type { MeasurementSystem } from '../profile/profile.types';
import { validationCodes as codes } from './validation-codes';
import {
  extraMeasurementFields,
  measurementTooLargeCodes,
  metricMeasurementLimits,
  storedValue,
  type ExtraMeasurementField,
  type LimitKey,
  type MeasurementContext,
  type MeasurementField,
} from './measurement-fields';
import {
  decimalNumber,
  hasAtMostDecimals,
  isIsoDate,
  latestToday,
  localToday,
} from './schema-fields';

export {
  extraMeasurementFields,
  extraMeasurementMinAge,
  measurementFields,
  measurementLimit,
  measurementLimits,
  measurementTooLargeCodes,
  metricMeasurementLimits,
  type ExtraMeasurementField,
  type MeasurementContext,
  type MeasurementField,
} from './measurement-fields';

/**
 * A measurement value: a number of the form's unit with at most one decimal (the input's step
 * 0.1). The spec's input minimum is 0, but a length or weight of 0 is no measurement and would
 * break the percentile arithmetic, so the schema asks for a value greater than 0.
 */
function measure(field: MeasurementField, system: MeasurementSystem) {
  const key: LimitKey =
    field === 'height' || field === 'weight' || field === 'footLength' ? field : 'extra';
  return (
    decimalNumber(codes.invalidNumber)
      .moreThan(0, codes.mustBePositive)
      // The value as it will be stored, against the server's metric limit.
      .test(
        'at-most',
        measurementTooLargeCodes[field],
        (value) =>
          value === undefined || storedValue(key, value, system) <= metricMeasurementLimits[key],
      )
      .test('one-decimal', codes.oneDecimal, (value) => hasAtMostDecimals(value, 1))
  );
}

function extra(field: ExtraMeasurementField, system: MeasurementSystem) {
  return measure(field, system)
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
  return object({
    height: measure('height', system).required(codes.required),
    weight: measure('weight', system).required(codes.required),
    footLength: measure('footLength', system).required(codes.required),
    chest: extra('chest', system),
    bust: extra('bust', system),
    waist: extra('waist', system),
    hips: extra('hips', system),
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
