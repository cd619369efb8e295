import { number, string } from 'yup';
import { parseDecimalInput } from './form-values';

/**
 * Building blocks shared by the schemas of this folder. Internal: not part of core's public API.
 */

export {
  earliestToday,
  hasAtMostDecimals,
  httpUrlPattern,
  imageUrlPattern,
  isIsoDate,
  latestToday,
  localToday,
  parseDecimalInput,
  uuidV4Pattern,
  yearsBefore,
} from './form-values';

/** A yup number that accepts form strings ('12,5'); `typeErrorCode` for anything non-numeric. */
export function decimalNumber(typeErrorCode: string) {
  return number()
    .transform((_value: unknown, original: unknown) => parseDecimalInput(original))
    .typeError(typeErrorCode);
}

/** A yup integer that accepts form strings ('5', ' 5 '); '5.5' or '5a' give `typeErrorCode`. */
export function integerNumber(typeErrorCode: string) {
  return number()
    .transform((_value: unknown, original: unknown) => {
      const parsed = parseDecimalInput(original);
      return parsed === undefined || Number.isInteger(parsed) ? parsed : Number.NaN;
    })
    .typeError(typeErrorCode);
}

/** An optional free-text field: trimmed, and omitted (undefined) when empty. */
export function optionalText(max: number, tooLongCode: string) {
  return string()
    .trim()
    .max(max, tooLongCode)
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional();
}
