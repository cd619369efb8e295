import { ageInMonths } from '../growth/age';

/**
 * Whether a child wears shoes yet, so gets shoe sizes, shoe forecasts and shoe products (issue 28;
 * the numbers and their source: core/data/SOURCES-walking.md). From 18 months always (99 in 100
 * children walk alone by 17.6 months); before that the parent's answer (`walks`), and without one
 * from 12 months (the mean age of walking alone, WHO Motor Development Study 2006).
 */
export const alwaysWalksFromMonths = 18;
export const usuallyWalksFromMonths = 12;

export type WalkingAnswer = { birthDate: string; walks?: boolean };

export function wearsShoes(child: WalkingAnswer, date: string): boolean {
  const age = ageInMonths(child.birthDate, date);
  if (age >= alwaysWalksFromMonths) return true;
  if (child.walks !== undefined) return child.walks;
  return age >= usuallyWalksFromMonths;
}

/** Whether the parent may still answer "walks" (before 18 months the answer changes the sizes). */
export function asksWhetherWalks(birthDate: string, date: string): boolean {
  return ageInMonths(birthDate, date) < alwaysWalksFromMonths;
}
