import { object, string, type InferType } from 'yup';
import { validationCodes as codes } from './validation-codes';
import { earliestToday, isIsoDate, latestToday, yearsBefore } from './schema-fields';

export const childGenders = ['male', 'female'] as const;
export type ChildGender = (typeof childGenders)[number];

export const childNameMaxLength = 80;

/**
 * Sprout follows children, not adults: the WHO growth references it forecasts from end at 19 years
 * (228 months) and its size tables stop at the teen sizes, so a birth date more than 19 years ago
 * has nothing to show and is almost always a typo in the year. A child on their 19th birthday
 * (in any time zone) is still accepted.
 */
export const childMaxAgeYears = 19;

const childName = string()
  .trim()
  .required(codes.nameRequired)
  .max(childNameMaxLength, codes.nameTooLong);

/** The add-child form: name, birth date (YYYY-MM-DD) and gender, all required. */
export const addChildSchema = object({
  name: childName,
  birthDate: string()
    .trim()
    .required(codes.birthDateRequired)
    .test('date', codes.dateInvalid, (value) => !value || isIsoDate(value))
    .test('not-future', codes.dateInFuture, (value) => !isIsoDate(value) || value <= latestToday())
    .test(
      'child-age',
      codes.birthDateTooOld,
      (value) => !isIsoDate(value) || value >= yearsBefore(earliestToday(), childMaxAgeYears),
    ),
  gender: string().oneOf(childGenders, codes.genderRequired).required(codes.genderRequired),
});

export type AddChildInput = InferType<typeof addChildSchema>;

/** Renaming a child (owners only). */
export const editChildNameSchema = object({ name: childName });

export type EditChildNameInput = InferType<typeof editChildNameSchema>;
