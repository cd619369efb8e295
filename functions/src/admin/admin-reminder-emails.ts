import { randomUUID } from 'node:crypto';
import { mixed, object } from 'yup';
import {
  birthdayTestEmailSchema,
  comingSeason,
  languages,
  markets,
  routeLanguages,
  testEmailSchema,
  type BirthdayTestFields,
  type ReminderType,
  type RouteLanguage,
} from '@sprout/core';
import { parse } from '../lib/callable';
import { parentContext } from '../reminders/reminder-mail';
import { renderBirthdayReminder, renderSeasonReminder } from '../reminders/templates';
import type {
  RenderedReminder,
  ReminderChild,
} from '../reminders/templates/reminder-template.types';
import { stockholmDate } from '../reminders/reminder-schedule';

/** What the preview and the test e-mail share: the type and the language to render in. */
const kindSchema = object({
  type: mixed<ReminderType>()
    .oneOf(['season', 'birthday'], 'validation.invalidFormat')
    .required('validation.invalidFormat'),
  language: mixed<RouteLanguage>()
    .oneOf([...routeLanguages], 'validation.invalidFormat')
    .optional(),
});

const birthdayFieldsSchema = birthdayTestEmailSchema.omit(['email']);

/** Sample children of the season test e-mail (sizes as a forecast would give them). */
const sampleChildren: ReminderChild[] = [
  {
    childId: 'sample-1',
    name: 'Emma',
    clothingSize: 116,
    shoeSize: 30,
    heightCm: 113.4,
    footLengthCm: 18.6,
    // The forecast's statement, as a real child's e-mail states it.
    fit: { clothingSize: 116, chance: 0.7, heightLowCm: 111.2, heightHighCm: 115.6 },
  },
  {
    childId: 'sample-2',
    name: 'Noah',
    clothingSize: 86,
    shoeSize: 22,
    heightCm: 84.2,
    footLengthCm: 13.1,
    fit: { clothingSize: 86, chance: 0.6, heightLowCm: 82.1, heightHighCm: 86.3 },
  },
];

/** The birthday test e-mail's sample sizes. */
const sampleBirthdaySizes = {
  clothingSize: 110,
  shoeSize: 28,
  heightCm: 107.5,
  footLengthCm: 17.4,
};

export type ReminderSample = { type: ReminderType; language: RouteLanguage } & BirthdayTestFields;

/**
 * Reads a preview or test request: type and language, and for birthdays the optional child name,
 * birth date text and whole upcoming age (core's schema; empty ones left out). With `withEmail`
 * also the recipient (core's testEmailSchema / birthdayTestEmailSchema).
 */
export async function parseReminderSample(
  data: unknown,
  withEmail: boolean,
): Promise<ReminderSample & { email?: string }> {
  const { type, language } = await parse(kindSchema, data);
  const lang: RouteLanguage = language ?? 'en-US';
  if (type === 'season') {
    const email = withEmail ? (await parse(testEmailSchema, data)).email : undefined;
    return { type, language: lang, ...(email ? { email } : {}) };
  }
  const fields = withEmail
    ? await parse(birthdayTestEmailSchema, data)
    : await parse(birthdayFieldsSchema, data);
  const sample: ReminderSample & { email?: string } = { type, language: lang };
  if ('email' in fields && typeof fields.email === 'string') sample.email = fields.email;
  if (fields.childName) sample.childName = fields.childName;
  if (fields.birthDate) sample.birthDate = fields.birthDate;
  if (fields.upcomingAge !== undefined) sample.upcomingAge = fields.upcomingAge;
  return sample;
}

/**
 * A reminder rendered by the real templates with sample data, in the language asked for, for a
 * parent in that language's market (its size system, units and hemisphere). The unsubscribe
 * links are the admin's own.
 */
export async function renderSample(
  sample: ReminderSample,
  admin: { uid: string; name: string },
  appUrl: string,
): Promise<RenderedReminder> {
  const market = markets[languages[sample.language].market];
  const context = parentContext(
    admin.uid,
    {
      name: admin.name,
      locale: market.code,
      language: sample.language,
      measurementSystem: market.measurementSystem,
    },
    sample.type,
    appUrl,
  );
  if (sample.type === 'season') {
    const season = comingSeason(stockholmDate(new Date()), market.hemisphere);
    return renderSeasonReminder({
      ...context,
      season: season.season,
      year: season.year,
      children: sampleChildren,
    });
  }
  return renderBirthdayReminder({
    ...context,
    child: {
      ...sampleBirthdaySizes,
      ...(sample.childName ? { name: sample.childName } : {}),
      ...(sample.birthDate ? { birthDate: sample.birthDate } : {}),
      ...(sample.upcomingAge !== undefined ? { upcomingAge: sample.upcomingAge } : {}),
    },
  });
}

/** An outbox id of its own per test e-mail: each Send Test sends one. */
export const testMailId = (type: ReminderType) => `${type}-reminder-test-${randomUUID()}`;
