import type { MeasurementSystem } from '../profile/profile.types';
import { cmToInches, displayDecimals, lengthToMetric } from '../units/units';
import { roundTo } from '../units/round';
import type { ParentHeightsInput } from '../validation/parent-heights.schema';
import { isParentHeightCm } from './parent-height-limits';
import type { ParentHeightsData } from './child.types';

/** The two heights as stored (cm), null where not given. */
export type ParentHeightsCm = Pick<ParentHeightsData, 'motherCm' | 'fatherCm'>;

/** The edit dialog's fields: text in the user's unit, '' where not given. */
export type ParentHeightsFormValues = { motherHeight: string; fatherHeight: string };

const noHeights: ParentHeightsCm = { motherCm: null, fatherCm: null };

/**
 * What a stored parents document says, read defensively (the functions read it too, and a
 * document written past the rules, by hand or by an older client, must not break a forecast):
 * a height outside 120-220 cm, or no number at all, counts as not given.
 */
export function parentHeightsOf(data: unknown): ParentHeightsCm {
  if (typeof data !== 'object' || data === null) return noHeights;
  const { motherCm, fatherCm } = data as Record<string, unknown>;
  return {
    motherCm: isParentHeightCm(motherCm) ? motherCm : null,
    fatherCm: isParentHeightCm(fatherCm) ? fatherCm : null,
  };
}

/** The validated form values (in `system`'s unit) as stored: cm to one decimal, null if empty. */
export function parentHeightsToMetric(
  input: ParentHeightsInput,
  system: MeasurementSystem,
): ParentHeightsCm {
  const cm = (value: number | undefined) =>
    value === undefined ? null : lengthToMetric(value, system);
  return { motherCm: cm(input.motherHeight), fatherCm: cm(input.fatherHeight) };
}

/**
 * Stored heights as the form shows them: in `system`'s unit to one decimal, written with a
 * decimal point (a number input's value), '' where not given.
 */
export function parentHeightsForForm(
  heights: ParentHeightsCm | null | undefined,
  system: MeasurementSystem,
): ParentHeightsFormValues {
  const text = (cm: number | null | undefined) =>
    cm === null || cm === undefined
      ? ''
      : String(roundTo(system === 'imperial' ? cmToInches(cm) : cm, displayDecimals));
  return { motherHeight: text(heights?.motherCm), fatherHeight: text(heights?.fatherCm) };
}
