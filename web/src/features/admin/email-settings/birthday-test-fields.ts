import { birthdayTestEmailSchema, type BirthdayTestFields } from '@sprout/core';

const optionalFields = birthdayTestEmailSchema.pick(['childName', 'birthDate', 'upcomingAge']);

/** The birthday test form's optional fields as typed (the age is text until it is parsed). */
export type BirthdayTestValues = {
  childName: string;
  birthDate: string;
  upcomingAge: string;
};

/**
 * The optional fields the server gets: parsed by core's schema, the empty ones left out (not sent
 * as empty or null), or null while one is invalid (an age of 5.5).
 */
export function birthdayTestFields(values: BirthdayTestValues): BirthdayTestFields | null {
  let parsed;
  try {
    parsed = optionalFields.validateSync(values, { stripUnknown: true });
  } catch {
    return null;
  }
  const fields: BirthdayTestFields = {};
  if (parsed.childName !== undefined) fields.childName = parsed.childName;
  if (parsed.birthDate !== undefined) fields.birthDate = parsed.birthDate;
  if (parsed.upcomingAge !== undefined) fields.upcomingAge = parsed.upcomingAge;
  return fields;
}
