/**
 * Age arithmetic. Sprout counts a month as 30.44 days (the spec's month, 365.25 / 12 rounded), both
 * for a child's age and for reading the monthly WHO tables; dates are calendar days (YYYY-MM-DD) in
 * UTC, so time zones never shift an age.
 */
export const daysPerMonth = 30.44;

const dayMs = 86_400_000;

/** Parses YYYY-MM-DD (or a full ISO timestamp) to a UTC day number. Throws on anything else. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const check = new Date(time);
  if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return time / dayMs;
}

/** Age in (fractional) months on `date` of a child born on `birthDate`. */
export function ageInMonths(birthDate: string, date: string): number {
  return (dayNumber(date) - dayNumber(birthDate)) / daysPerMonth;
}

/** Whole years on `date`, as people say a child's age ("4 years"), by calendar birthdays. */
export function ageInYears(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * Whole calendar months on `date` ("2 years 3 months" reads 27): what the share page tells
 * visitors instead of the birth date. Its whole years (months / 12, rounded down) are ageInYears.
 */
export function ageInWholeMonths(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/** The calendar date `months` (30.44-day months) after `date`, as YYYY-MM-DD. */
export function addMonths(date: string, months: number): string {
  const time = (dayNumber(date) + Math.round(months * daysPerMonth)) * dayMs;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * A child's age as parents say it (issue 28): weeks under 3 months ("7 weeks"), months under 2
 * years ("5 months", "20 months"), then years and months ("5 years 4 months"), by calendar
 * months and birthdays. Every page and e-mail writes ages through this, so they never disagree.
 */
export type SpokenAge =
  | { unit: 'weeks'; weeks: number }
  | { unit: 'months'; months: number }
  | { unit: 'years'; years: number; months: number };

export function spokenAge(birthDate: string, date: string): SpokenAge {
  return spokenAgeFromParts(
    Math.max(0, ageInWholeMonths(birthDate, date)),
    Math.max(0, dayNumber(date) - dayNumber(birthDate)),
  );
}

/** The same from whole calendar months and days since birth (what the share page receives). */
export function spokenAgeFromParts(wholeMonths: number, days: number): SpokenAge {
  if (wholeMonths < 3) return { unit: 'weeks', weeks: Math.floor(days / 7) };
  if (wholeMonths < 24) return { unit: 'months', months: wholeMonths };
  return { unit: 'years', years: Math.floor(wholeMonths / 12), months: wholeMonths % 12 };
}
