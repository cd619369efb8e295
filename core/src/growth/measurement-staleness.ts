import { dayNumber, daysPerMonth, ageInMonths } from './age';
import { lmsAt } from './reference';
import type { Sex } from './reference.types';

/**
 * When the newest measurement is too old for today's sizes (issue 28). Clothing sizes are 6 cm
 * apart and a child's height sits anywhere in its size's band, so once the WHO median child of the
 * same age and sex has grown 1 cm since the measurement, about 1 in 6 children have moved up a
 * size; 1 cm is also about what a height measured at home can be off by, so a new measurement
 * then tells something new. The WHO medians give 2 to 3 weeks for a baby of 3 to 9 months, about
 * 5 weeks at 2 years, 2½ months at 5 and 2 months at 7 to 11 (the growth spurt shortens it, its
 * end lengthens it); never under 2 weeks (no family measures a baby every few days) nor over 6
 * months (feet keep growing after the median height slows).
 */
export const staleGrowthCm = 1;
export const staleMinDays = 14;
export const staleMaxDays = 183;

/** The days after a measurement at `ageMonths` until it is stale for a child of `sex`. */
export function staleAfterDays(sex: Sex, ageMonths: number): number {
  const start = lmsAt('height', sex, Math.max(0, ageMonths)).M;
  for (let days = staleMinDays; days <= staleMaxDays; days += 1) {
    const grown = lmsAt('height', sex, Math.max(0, ageMonths) + days / daysPerMonth).M - start;
    if (grown >= staleGrowthCm) return days;
  }
  return staleMaxDays;
}

export type MeasurementFreshness = { stale: boolean; daysOld: number };

/** How old the newest measurement is on `today`, and whether today's sizes need a new one. */
export function measurementFreshness(
  sex: Sex,
  birthDate: string,
  measuredAt: string,
  today: string,
): MeasurementFreshness {
  const daysOld = Math.max(0, dayNumber(today) - dayNumber(measuredAt));
  const limit = staleAfterDays(sex, ageInMonths(birthDate, measuredAt));
  return { stale: daysOld > limit, daysOld };
}
