import { roundTo } from '../units/round';

// Digits with an optional decimal point or comma ('27,5' is how most markets type it).
const sizePattern = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Parses a size typed by a person (or a number) to one decimal, as the spec asks: '27,5' -> 27.5,
 * '27.54' -> 27.5. Anything that is not a plain non-negative number gives null.
 */
export function parseSize(input: string | number): number | null {
  const value =
    typeof input === 'number'
      ? input
      : sizePattern.test(input.trim())
        ? Number(input.trim().replace(',', '.'))
        : Number.NaN;
  if (!Number.isFinite(value) || value < 0) return null;
  return roundTo(value, 1);
}
