/**
 * Seasons by calendar month, for both hemispheres.
 *
 * Decision: the spec gives the seasons by month (northern: Mar-May spring, Jun-Aug summer, Sep-Nov
 * autumn, Dec-Feb winter; southern reversed) and sends reminders one month before each season on
 * Feb 1, May 1, Aug 1 and Nov 1. It also says "season start months: spring April, summer July,
 * autumn October, winter January", which contradicts both. It is an off-by-one of the old code:
 * the start months 3, 6, 9 and 12 handed to a 0-based month API (JavaScript's Date) read as April,
 * July, October and, 12 wrapping round, January. Sprout's northern seasons start on Mar 1, Jun 1,
 * Sep 1 and Dec 1, matching the month table and the reminders.
 * Southern: spring Sep-Nov, summer Dec-Feb, autumn Mar-May, winter Jun-Aug.
 *
 * A season instance's year is the year its first month falls in: the northern winter of
 * Dec 2026-Feb 2027 is 'winter 2026', so January 2027 belongs to winter 2026.
 *
 * Dates are calendar days, 'YYYY-MM-DD' (UTC, like growth/age.ts).
 */
import { ageInMonths, dayNumber } from '../growth/age';

export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof seasons)[number];

export type Hemisphere = 'northern' | 'southern';

export type SeasonInstance = {
  season: Season;
  year: number;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD. */
  end: string;
};

/** First month (1-12) of each season. */
const startMonths: Record<Hemisphere, Record<Season, number>> = {
  northern: { spring: 3, summer: 6, autumn: 9, winter: 12 },
  southern: { spring: 9, summer: 12, autumn: 3, winter: 6 },
};

export function isSeason(value: unknown): value is Season {
  return typeof value === 'string' && (seasons as readonly string[]).includes(value);
}

function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Month must be an integer 1-12, got ${month}`);
  }
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`Year must be an integer 1-9999, got ${year}`);
  }
}

/** The season a calendar month (1-12) belongs to. */
export function seasonOfMonth(month: number, hemisphere: Hemisphere): Season {
  assertMonth(month);
  // Whole quarters since March: 0 = Mar-May ... 3 = Dec-Feb.
  const quarter = Math.floor((((month - 3) % 12) + 12) / 3) % 4;
  // The southern hemisphere is two seasons ahead: Mar-May is autumn.
  const shifted = hemisphere === 'northern' ? quarter : (quarter + 2) % 4;
  const season = seasons[shifted];
  if (!season) throw new RangeError(`No season for month ${month}`);
  return season;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Months counted from year 0 (month index 0-11), so seasons step across years by adding 3. */
function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

function fromMonthIndex(index: number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Arithmetic rather than Date: Date.UTC maps the years 0-99 to 1900-1999.
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && leap) return 29;
  return monthLengths[month - 1] ?? 31;
}

/** The season `season` of `year` (the year of its first month) with its first and last day. */
export function seasonInstance(
  season: Season,
  year: number,
  hemisphere: Hemisphere,
): SeasonInstance {
  assertYear(year);
  const startMonth = startMonths[hemisphere][season];
  const last = fromMonthIndex(monthIndex(year, startMonth) + 2);
  return {
    season,
    year,
    start: isoDate(year, startMonth, 1),
    end: isoDate(last.year, last.month, daysInMonth(last.year, last.month)),
  };
}

function parseDate(date: string): { year: number; month: number } {
  dayNumber(date); // throws a RangeError for anything that is not a real calendar day
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The season instance a month index falls in. */
function instanceAt(index: number, hemisphere: Hemisphere): SeasonInstance {
  const { year, month } = fromMonthIndex(index);
  const season = seasonOfMonth(month, hemisphere);
  // January and February belong to the season that started in December of the year before.
  const startYear = month < startMonths[hemisphere][season] ? year - 1 : year;
  return seasonInstance(season, startYear, hemisphere);
}

/** The season `date` falls in. */
export function currentSeason(date: string, hemisphere: Hemisphere): SeasonInstance {
  const { year, month } = parseDate(date);
  return instanceAt(monthIndex(year, month), hemisphere);
}

function step(
  s: { season: Season; year: number },
  hemisphere: Hemisphere,
  by: 3 | -3,
): SeasonInstance {
  assertYear(s.year);
  return instanceAt(monthIndex(s.year, startMonths[hemisphere][s.season]) + by, hemisphere);
}

/** The season after `s` (spring, summer, autumn, winter, spring ...), the year rolling over. */
export function nextSeason(
  s: { season: Season; year: number },
  hemisphere: Hemisphere,
): SeasonInstance {
  return step(s, hemisphere, 3);
}

/** The season before `s`. */
export function previousSeason(
  s: { season: Season; year: number },
  hemisphere: Hemisphere,
): SeasonInstance {
  return step(s, hemisphere, -3);
}

/** `count` consecutive seasons starting with the one `date` falls in (4 = now and the next 3). */
export function upcomingSeasons(
  date: string,
  hemisphere: Hemisphere,
  count: number,
): SeasonInstance[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`Count must be a whole number >= 0, got ${count}`);
  }
  const result: SeasonInstance[] = [];
  let current = currentSeason(date, hemisphere);
  for (let i = 0; i < count; i += 1) {
    result.push(current);
    if (i + 1 < count) current = nextSeason(current, hemisphere);
  }
  return result;
}

/** A child's age in months (30.44-day months) on the first day of season `s`. */
export function ageAtSeasonStart(
  birthDate: string,
  s: { season: Season; year: number },
  hemisphere: Hemisphere,
): number {
  return ageInMonths(birthDate, seasonInstance(s.season, s.year, hemisphere).start);
}

/**
 * The day the reminder for a season goes out: the 1st of the month before it starts. Northern:
 * Feb 1 spring, May 1 summer, Aug 1 autumn, Nov 1 winter; the southern hemisphere uses the same
 * four days for its own seasons (Aug 1 spring ... May 1 winter).
 */
export function reminderDate(season: Season, year: number, hemisphere: Hemisphere): string {
  assertYear(year);
  const { year: y, month } = fromMonthIndex(monthIndex(year, startMonths[hemisphere][season]) - 1);
  return isoDate(y, month, 1);
}

/** The season whose reminder goes out on `date` in `hemisphere`, or null on any other day. */
export function seasonRemindedOn(date: string, hemisphere: Hemisphere): SeasonInstance | null {
  const { year, month } = parseDate(date);
  if (date.slice(8, 10) !== '01') return null;
  const nextIndex = monthIndex(year, month) + 1;
  const next = fromMonthIndex(nextIndex);
  const upcoming = instanceAt(nextIndex, hemisphere);
  return upcoming.start === isoDate(next.year, next.month, 1) ? upcoming : null;
}
