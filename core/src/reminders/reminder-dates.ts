/**
 * Which reminders a day sends (spec section 9): season reminders on Feb 1, May 1, Aug 1 and Nov 1
 * for the coming season in each hemisphere; birthday reminders 14 days before a birthday. Dates
 * are calendar days, YYYY-MM-DD.
 */
import { dayNumber } from '../growth/age';
import { childMaxAgeYears } from '../validation/child.schema';
import {
  currentSeason,
  nextSeason,
  seasonRemindedOn,
  type Hemisphere,
  type SeasonInstance,
} from '../seasons/seasons';

export const birthdayReminderDaysAhead = 14;

/** The oldest age a birthday reminder is sent for: a child added at 19 still turns 20. */
export const birthdayReminderMaxAge = childMaxAgeYears + 1;

const dayMs = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * dayMs).toISOString().slice(0, 10);
}

/**
 * The season a season reminder sent on `date` is about: on a reminder day the season it is
 * for; on any other day the season after the current one (an admin's Send Now), which is the
 * same season the last reminder day announced or the next one will.
 */
export function comingSeason(date: string, hemisphere: Hemisphere): SeasonInstance {
  return (
    seasonRemindedOn(date, hemisphere) ?? nextSeason(currentSeason(date, hemisphere), hemisphere)
  );
}

/** The day a child born on `birthDate` celebrates in `year`: 29 February is 28 February in other years. */
export function birthdayIn(birthDate: string, year: number): string {
  const monthDay = birthDate.slice(5, 10);
  const day = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/**
 * The birthday a reminder sent on `runDate` is for (14 days later) and every birth date that
 * celebrates on it at ages 1 to birthdayReminderMaxAge (at most 25 dates, within a Firestore
 * `in` query's 30): on 28 February of a year that is not a leap year, the 29 February birth
 * dates of leap years too.
 */
export function birthdayReminderTarget(runDate: string): {
  birthday: string;
  birthDates: string[];
} {
  const birthday = addDays(runDate, birthdayReminderDaysAhead);
  const year = Number(birthday.slice(0, 4));
  const monthDay = birthday.slice(5, 10);
  const birthDates: string[] = [];
  for (let age = 1; age <= birthdayReminderMaxAge; age += 1) {
    const birthYear = year - age;
    if (birthdayIn(`${birthYear}-${monthDay}`, birthYear) === `${birthYear}-${monthDay}`) {
      birthDates.push(`${String(birthYear).padStart(4, '0')}-${monthDay}`);
    }
    if (monthDay === '02-28' && !isLeapYear(year) && isLeapYear(birthYear)) {
      birthDates.push(`${String(birthYear).padStart(4, '0')}-02-29`);
    }
  }
  return { birthday, birthDates };
}

/** The age a child turns on `birthday` (a 29 February child turns 7 on 28 February 2027 too). */
export function ageOnBirthday(birthDate: string, birthday: string): number {
  return Number(birthday.slice(0, 4)) - Number(birthDate.slice(0, 4));
}
