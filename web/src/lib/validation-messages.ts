import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { validationCodes as codes, type ValidationCode } from '@sprout/core';

/**
 * The translated sentence for each validation code that core's schemas report. Typed by
 * `ValidationCode`, so a new code without a sentence does not compile.
 */
export const validationMessages: Readonly<Record<ValidationCode, MessageDescriptor>> = {
  [codes.required]: msg`Required field missing`,
  [codes.invalidFormat]: msg`Invalid format`,
  [codes.invalidNumber]: msg`Please enter a valid number`,
  [codes.mustBePositive]: msg`Please enter a number greater than 0`,
  [codes.outOfRange]: msg`Value out of allowed range`,
  [codes.oneDecimal]: msg`Please use at most one decimal`,
  [codes.dateInvalid]: msg`Please enter a valid date`,
  [codes.dateInFuture]: msg`The date cannot be in the future`,

  [codes.languageRequired]: msg`Please select your language`,
  [codes.nameRequired]: msg`Name is required`,
  [codes.nameTooLong]: msg`Name must be at most 80 characters`,
  [codes.emailInvalid]: msg`Please enter a valid email address`,
  [codes.passwordTooShort]: msg`Password must be at least 8 characters`,
  [codes.passwordsDoNotMatch]: msg`Passwords do not match`,
  [codes.termsRequired]: msg`You must accept the terms to continue`,
  [codes.resetTokenMissing]: msg`No reset token found. Please request a new password reset.`,
  [codes.adminCodeRequired]: msg`Please enter the 6-digit code`,

  [codes.birthDateRequired]: msg`Birth date is required`,
  [codes.birthDateTooOld]: msg`Sprout is for children up to 19 years old`,
  // {date}: the day of the child's first measurement, as the page's locale writes it.
  [codes.birthDateAfterMeasurement]: msg({
    message: 'The birth date cannot be after the first measurement ({date})',
  }),
  [codes.genderRequired]: msg`Please choose Boy or Girl`,
  // {min} and {max}: the accepted heights in the user's units ("120 cm", "47.3 in").
  [codes.parentHeightOutOfRange]: msg({ message: 'Enter a height between {min} and {max}' }),
  [codes.extraMeasurementNotApplicable]: msg`This measurement does not apply to this child`,
  [codes.measuredBeforeBirth]: msg`The measurement date cannot be before the birth date`,
  // {limit} is the largest accepted value in the user's units ("13.7 in"): pass it as a value.
  [codes.heightTooLarge]: msg({ message: 'Height must be at most {limit}' }),
  [codes.weightTooLarge]: msg({ message: 'Weight must be at most {limit}' }),
  [codes.footLengthTooLarge]: msg({ message: 'Foot length must be at most {limit}' }),
  [codes.chestTooLarge]: msg({ message: 'Chest must be at most {limit}' }),
  [codes.bustTooLarge]: msg({ message: 'Bust must be at most {limit}' }),
  [codes.waistTooLarge]: msg({ message: 'Waist must be at most {limit}' }),
  [codes.hipsTooLarge]: msg({ message: 'Hips must be at most {limit}' }),

  [codes.productTitleRequired]: msg`Title is required`,
  [codes.productSeasonRequired]: msg`At least one season is required`,
  [codes.productSizeRequired]: msg`Size is required`,
  [codes.productMaxBelowMin]: msg`Max size must be greater than or equal to min size`,
  [codes.productEuSizeUnknown]: msg`Use an EU size from the size table (clothing 50–176, footwear 16–49)`,
  [codes.productUsSizeUnknown]: msg`Use a US size from this category’s size table (like 2T or 7.5C)`,
  [codes.productNotInTaxonomy]: msg`Choose one from the list`,
  [codes.productNotFound]: msg`No product has this id (it may have been deleted)`,
  [codes.productPriceRequired]: msg`Price is required`,
  [codes.productPricePositive]: msg`Price must be a positive number`,
  [codes.productPriceDecimals]: msg`Price can have at most 2 decimals`,
  [codes.productImageUrlRequired]: msg`Image URL is required`,
  [codes.productAffiliateUrlRequired]: msg`Affiliate URL is required`,
  [codes.productUrlInvalid]: msg`Must be a valid URL`,
  [codes.productImageUrlInvalid]: msg`Use an https:// address or one of Sprout’s catalogue pictures (/catalog/…)`,

  [codes.shareInvalidTokenFormat]: msg`Invalid token format`,
  [codes.shareExpiryInvalid]: msg`Please choose when the link expires`,

  [codes.debuggerInvalidNumbers]: msg`Please enter valid numbers for height, weight, and foot length`,
  [codes.debuggerInvalidDates]: msg`Please enter valid dates`,
  [codes.adminEmailRequired]: msg`Please enter an email address`,
};

function isValidationCode(code: string): code is ValidationCode {
  return Object.hasOwn(validationMessages, code);
}

/** The sentence for a validation code; an unknown code reads 'Invalid format'. */
export function validationMessage(code: string): MessageDescriptor {
  return isValidationCode(code)
    ? validationMessages[code]
    : validationMessages[codes.invalidFormat];
}
