import { boolean, object, string, type InferType } from 'yup';
import { childGenders } from './child.schema';
import { validationCodes as codes } from './validation-codes';
import { decimalNumber, isIsoDate, latestToday } from './schema-fields';

const positive = () =>
  decimalNumber(codes.debuggerInvalidNumbers)
    .required(codes.debuggerInvalidNumbers)
    .moreThan(0, codes.debuggerInvalidNumbers);

/**
 * The admin growth debugger (metric: cm, kg, cm). Every number problem reports 'Please enter
 * valid numbers for height, weight, and foot length' and every date problem 'Please enter valid
 * dates', as the spec's form does. The measurement date may lie ahead (to try a forecast) but not
 * before the birth date; the birth date may not be in the future.
 */
export const growthDebuggerSchema = object({
  birthDate: string()
    .trim()
    .required(codes.debuggerInvalidDates)
    .test(
      'date',
      codes.debuggerInvalidDates,
      (value) => !value || (isIsoDate(value) && value <= latestToday()),
    ),
  gender: string().oneOf(childGenders, codes.genderRequired).required(codes.genderRequired),
  height: positive(),
  weight: positive(),
  footLength: positive(),
  measurementDate: string()
    .trim()
    .required(codes.debuggerInvalidDates)
    .test('date', codes.debuggerInvalidDates, (value, test) => {
      const birthDate: unknown = test.parent?.birthDate;
      if (!value) return true;
      return isIsoDate(value) && (!isIsoDate(birthDate) || value >= birthDate);
    }),
  northernHemisphere: boolean().default(true),
});

export type GrowthDebuggerInput = InferType<typeof growthDebuggerSchema>;
