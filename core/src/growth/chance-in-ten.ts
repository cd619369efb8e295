/**
 * A forecast's probability as parents read it: "about 7 in 10". Whole tenths, because the
 * model's chances are calibrated in tenths at best and "73 %" would claim a precision it does not
 * have. Rounded to the nearest tenth but kept between 1 and 9: "10 in 10" would promise a fit,
 * "0 in 10" would say it never happens. Beyond those, words: above 0.95 "almost all", below
 * 0.05 "fewer than 1 in 10".
 */
export type ChanceInTen =
  { kind: 'fewer-than-one' } | { kind: 'about'; tenths: number } | { kind: 'almost-all' };

/** The chance (0..1) in tenths; null when it is no probability (a broken stored value). */
export function chanceInTen(chance: number | undefined): ChanceInTen | null {
  if (chance === undefined || !Number.isFinite(chance) || chance < 0 || chance > 1) return null;
  if (chance > 0.95) return { kind: 'almost-all' };
  if (chance < 0.05) return { kind: 'fewer-than-one' };
  return { kind: 'about', tenths: Math.min(9, Math.max(1, Math.round(chance * 10))) };
}
