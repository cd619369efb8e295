import { spokenAge } from '@sprout/core';

/** A child's age as the English pages write it (core's spokenAge: "5 weeks", "5 years 4 months"). */
export function englishAge(birthDate: string, date: string): string {
  const age = spokenAge(birthDate, date);
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (age.unit === 'weeks') return count(age.weeks, 'week');
  if (age.unit === 'months') return count(age.months, 'month');
  const years = count(age.years, 'year');
  return age.months === 0 ? years : `${years} ${count(age.months, 'month')}`;
}
