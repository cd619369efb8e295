import { object, string, type InferType } from 'yup';
import { emailPattern, validationCodes as codes } from './validation-codes';
import { decimalNumber, integerNumber, optionalText } from './schema-fields';

const recipient = string()
  .trim()
  .lowercase()
  .required(codes.adminEmailRequired)
  .matches(emailPattern, { message: codes.emailInvalid, excludeEmptyString: true });

/** The admin test e-mails (test e-mail, welcome e-mail): one recipient address. */
export const testEmailSchema = object({ email: recipient });

export type TestEmailInput = InferType<typeof testEmailSchema>;

/**
 * The birthday test e-mail. Child name, birth date (free text, as the e-mail prints it) and the
 * upcoming age are optional and left out when empty. The age is a whole number; a child Sprout
 * follows (up to 19) turns at most 20.
 */
export const birthdayTestEmailSchema = object({
  email: recipient,
  childName: optionalText(80, codes.nameTooLong),
  birthDate: optionalText(40, codes.invalidFormat),
  upcomingAge: integerNumber(codes.invalidNumber)
    .optional()
    .min(1, codes.outOfRange)
    .max(20, codes.outOfRange),
});

export type BirthdayTestEmailInput = InferType<typeof birthdayTestEmailSchema>;

/** The dashboard's debug size calculator: a foot length in cm. */
export const sizeCalculatorSchema = object({
  footLength: decimalNumber(codes.invalidNumber)
    .required(codes.invalidNumber)
    .moreThan(0, codes.invalidNumber),
});

export type SizeCalculatorInput = InferType<typeof sizeCalculatorSchema>;
