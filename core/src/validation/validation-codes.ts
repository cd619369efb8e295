/**
 * Validation failures are codes, not sentences: core stays free of any i18n
 * library, functions return the code, and the web app translates it.
 */
export const validationCodes = {
  languageRequired: 'validation.languageRequired',
  nameRequired: 'validation.nameRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordTooShort: 'validation.passwordTooShort',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  termsRequired: 'auth.terms.required',
  required: 'validation.required',
} as const;

export type ValidationCode = (typeof validationCodes)[keyof typeof validationCodes];

export const passwordMinLength = 8;

/** A standard address shape: something@domain.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
