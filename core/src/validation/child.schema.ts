import { object, string, type InferType } from 'yup';
import { validationCodes as codes } from './validation-codes';
import { earliestToday, isIsoDate, latestToday, yearsBefore } from './schema-fields';
import { childGenders, childMaxAgeYears, childNameMaxLength } from '../children/child-fields';

export {
  childGenders,
  childMaxAgeYears,
  childNameMaxLength,
  type ChildGender,
} from '../children/child-fields';

const childName = string()
  .trim()
  .required(codes.nameRequired)
  .max(childNameMaxLength, codes.nameTooLong);

/** A birth date (YYYY-MM-DD); `stored`, the one a child already has, may stay past 19 years. */
const birthDateField = (stored?: string) =>
  string()
    .trim()
    .required(codes.birthDateRequired)
    .test('date', codes.dateInvalid, (value) => !value || isIsoDate(value))
    .test('not-future', codes.dateInFuture, (value) => !isIsoDate(value) || value <= latestToday())
    .test(
      'child-age',
      codes.birthDateTooOld,
      (value) =>
        !isIsoDate(value) ||
        value === stored ||
        value >= yearsBefore(earliestToday(), childMaxAgeYears),
    );

const childGender = string()
  .oneOf(childGenders, codes.genderRequired)
  .required(codes.genderRequired);

/** The add-child form: name, birth date (YYYY-MM-DD) and gender, all required. */
export const addChildSchema = object({
  name: childName,
  birthDate: birthDateField(),
  gender: childGender,
});

export type AddChildInput = InferType<typeof addChildSchema>;

/** Renaming a child (owners only). */
export const editChildNameSchema = object({ name: childName });

export type EditChildNameInput = InferType<typeof editChildNameSchema>;

/** Correcting a child (owners only): the same fields and checks as adding one. */
export type EditChildInput = AddChildInput;

/**
 * The edit-child form: the add-child checks, except that the birth date the child already has
 * (`stored`) may stay even past 19 (the rules check only a changed one), and, when the child has
 * measurements, a birth date on or before the earliest of them (`earliestMeasuredAt`): a child is
 * not measured before birth, and the percentiles and forecast would have nothing to stand on. The
 * rules cannot read the measurements, so that is the form's check; the server copes either way.
 */
export function editChildSchema({
  stored,
  earliestMeasuredAt,
}: { stored?: string; earliestMeasuredAt?: string | null } = {}) {
  return object({
    name: childName,
    birthDate: birthDateField(stored).test(
      'before-measurements',
      codes.birthDateAfterMeasurement,
      (value) => !earliestMeasuredAt || !isIsoDate(value) || value <= earliestMeasuredAt,
    ),
    gender: childGender,
  });
}
