import { languages, isRouteLanguage, marketFor, type UserProfile } from '@sprout/core';
import { unsubscribeLinks } from './unsubscribe';

/** The outbox ids of reminders: one per (type, parent, season or child, period). */
export const reminderMailIds = {
  season: (uid: string, season: { season: string; year: number }) =>
    `season-${uid}-${season.season}-${season.year}`,
  birthday: (uid: string, childId: string, birthday: string) =>
    `birthday-${uid}-${childId}-${birthday.slice(0, 4)}`,
};

/** The parts of a reminder that come from the parent's profile. */
export function parentContext(
  uid: string,
  profile: Pick<UserProfile, 'language' | 'locale' | 'measurementSystem' | 'name'>,
  type: 'season' | 'birthday',
  appUrl: string,
) {
  return {
    language: isRouteLanguage(profile.language)
      ? profile.language
      : marketFor(profile.locale).language,
    market: marketFor(profile.locale).code,
    measurementSystem: profile.measurementSystem === 'imperial' ? 'imperial' : 'metric',
    parentName: profile.name,
    appUrl,
    unsubscribe: unsubscribeLinks(uid, type),
  } as const;
}

/** A birth date as a parent's language writes it (e.g. '9 December 2020', 'December 9, 2020'). */
export function formatBirthDate(birthDate: string, language: string): string {
  const intl = isRouteLanguage(language) ? languages[language].intl : 'en-US';
  return new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${birthDate}T00:00:00Z`),
  );
}
