import {
  ageInMonths,
  standingOf,
  type ChildData,
  type MeasurementData,
  type Standing,
} from '@sprout/core';

function standingOrNull(...args: Parameters<typeof standingOf>): Standing | null {
  try {
    return standingOf(...args);
  } catch {
    return null;
  }
}

/**
 * A measurement's percentiles (height, weight, foot) for the child's birth date and gender; each
 * null where the WHO references give none (for example a measurement dated before the birth date).
 */
export function measurementPercentiles(
  child: Pick<ChildData, 'birthDate' | 'gender'>,
  measurement: Pick<MeasurementData, 'measuredAt' | 'height' | 'weight' | 'footLength'>,
): NonNullable<MeasurementData['percentiles']> {
  const age = ageInMonths(child.birthDate, measurement.measuredAt);
  if (!Number.isFinite(age) || age < 0) return { height: null, weight: null, footLength: null };
  return {
    height: standingOrNull('height', child.gender, age, measurement.height),
    weight: standingOrNull('weight', child.gender, age, measurement.weight),
    footLength: standingOrNull('footLength', child.gender, age, measurement.footLength),
  };
}
