/**
 * Validation failures are codes, not sentences: core stays free of any i18n
 * library, functions return the code, and the web app translates it
 * (web/src/lib/validation-messages.ts holds the English text of each code).
 */
export const validationCodes = {
  // Shared by every form.
  required: 'validation.required',
  invalidFormat: 'validation.invalidFormat',
  invalidNumber: 'validation.invalidNumber',
  mustBePositive: 'validation.mustBePositive',
  outOfRange: 'validation.outOfRange',
  oneDecimal: 'validation.oneDecimal',
  dateInvalid: 'validation.dateInvalid',
  dateInFuture: 'validation.dateInFuture',

  // Sign-up, sign-in, password reset, admin login.
  languageRequired: 'validation.languageRequired',
  nameRequired: 'validation.nameRequired',
  nameTooLong: 'validation.nameTooLong',
  emailInvalid: 'validation.emailInvalid',
  passwordTooShort: 'validation.passwordTooShort',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  termsRequired: 'auth.terms.required',
  resetTokenMissing: 'auth.resetTokenMissing',
  adminCodeRequired: 'admin.codeRequired',

  // Children and measurements.
  birthDateRequired: 'child.birthDateRequired',
  birthDateTooOld: 'child.birthDateTooOld',
  birthDateAfterMeasurement: 'child.birthDateAfterMeasurement',
  genderRequired: 'child.genderRequired',
  // "Enter a height between {min} and {max}": the web fills in the limits in the user's units.
  parentHeightOutOfRange: 'child.parentHeightOutOfRange',
  extraMeasurementNotApplicable: 'measurement.extraNotApplicable',
  measuredBeforeBirth: 'measurement.beforeBirth',
  // "<Field> must be at most {limit}": the web fills in the limit in the user's units.
  heightTooLarge: 'measurement.heightTooLarge',
  weightTooLarge: 'measurement.weightTooLarge',
  footLengthTooLarge: 'measurement.footLengthTooLarge',
  chestTooLarge: 'measurement.chestTooLarge',
  bustTooLarge: 'measurement.bustTooLarge',
  waistTooLarge: 'measurement.waistTooLarge',
  hipsTooLarge: 'measurement.hipsTooLarge',

  // Admin product form.
  productTitleRequired: 'product.titleRequired',
  productSeasonRequired: 'product.seasonRequired',
  productSizeRequired: 'product.sizeRequired',
  productMaxBelowMin: 'product.maxBelowMin',
  productEuSizeUnknown: 'product.euSizeUnknown',
  productUsSizeUnknown: 'product.usSizeUnknown',
  productNotInTaxonomy: 'product.notInTaxonomy',
  productNotFound: 'product.notFound',
  productPriceRequired: 'product.priceRequired',
  productPricePositive: 'product.pricePositive',
  productPriceDecimals: 'product.priceDecimals',
  productImageUrlRequired: 'product.imageUrlRequired',
  productAffiliateUrlRequired: 'product.affiliateUrlRequired',
  productUrlInvalid: 'product.urlInvalid',
  productImageUrlInvalid: 'product.imageUrlInvalid',

  // Sharing.
  shareInvalidTokenFormat: 'share.invalidTokenFormat',
  shareExpiryInvalid: 'share.expiryInvalid',

  // Admin tools.
  debuggerInvalidNumbers: 'debugger.invalidNumbers',
  debuggerInvalidDates: 'debugger.invalidDates',
  adminEmailRequired: 'admin.emailRequired',
} as const;

export type ValidationCode = (typeof validationCodes)[keyof typeof validationCodes];

/** Every code a core schema can report (the web test checks each has a translated sentence). */
export const allValidationCodes: readonly ValidationCode[] = Object.values(validationCodes);

export const passwordMinLength = 8;

/** A standard address shape: something@domain.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
