import { teenAgeYears } from '../sizes/size-systems';
import { ageInYears } from './age';

/**
 * The spec's age groups (spec 3 and 9): children under 13, teens 13 to 19, adults from 20. Sizes
 * switch from the children's height table to the adult tables at 13 (teenAgeYears).
 */
export const ageGroups = ['children', 'teens', 'adults'] as const;
export type AgeGroup = (typeof ageGroups)[number];

export const adultFromYears = 20;

/** The age group of whole `years` (calendar birthdays, as ageInYears counts them). */
export function ageGroupForYears(years: number): AgeGroup {
  if (!Number.isFinite(years)) throw new RangeError(`Age must be a finite number, got ${years}`);
  if (years < teenAgeYears) return 'children';
  if (years < adultFromYears) return 'teens';
  return 'adults';
}

/** The age group on `date` of someone born on `birthDate` (both YYYY-MM-DD). */
export function ageGroup(birthDate: string, date: string): AgeGroup {
  return ageGroupForYears(ageInYears(birthDate, date));
}
