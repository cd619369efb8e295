import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { validationCodes as codes } from '@sprout/core';

/** The translated sentence for each validation code that core's schemas report. */
const messages: Record<string, MessageDescriptor> = {
  [codes.languageRequired]: msg`Please select your language`,
  [codes.nameRequired]: msg`Name is required`,
  [codes.emailInvalid]: msg`Please enter a valid email address`,
  [codes.passwordTooShort]: msg`Password must be at least 8 characters`,
  [codes.passwordsDoNotMatch]: msg`Passwords do not match`,
  [codes.termsRequired]: msg`You must accept the terms to continue`,
  [codes.required]: msg`Required field missing`,
};

export function validationMessage(code: string): MessageDescriptor {
  return messages[code] ?? msg`Invalid format`;
}
