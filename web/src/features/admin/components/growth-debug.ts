import { forecastSeasons, type ForecastPoint, type Hemisphere, type Sex } from '@sprout/core';

export type GrowthDebugValues = {
  birthDate: string;
  gender: Sex;
  height: string;
  weight: string;
  footLength: string;
  measurementDate: string;
  northernHemisphere: boolean;
};

export type GrowthDebugResult =
  { ok: true; points: ForecastPoint[] } | { ok: false; problem: 'numbers' | 'dates' };

/** YYYY-MM-DD of a local date. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The spec's defaults: a child of about 3, 95 cm, 15 kg, 15 cm foot, measured today, north. */
export function growthDebugDefaults(today: Date): GrowthDebugValues {
  const birth = new Date(today);
  birth.setFullYear(birth.getFullYear() - 3);
  return {
    birthDate: isoDay(birth),
    gender: 'male',
    height: '95',
    weight: '15',
    footLength: '15',
    measurementDate: isoDay(today),
    northernHemisphere: true,
  };
}

const positive = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
};
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/**
 * The debugger's forecast: core's forecastSeasons, the code the forecast trigger runs, for one
 * measurement. Forecasts start at the later of today and the measurement day, so a measurement
 * typed for a later day still gives its 8 points.
 */
export function runGrowthDebug(values: GrowthDebugValues, today: string): GrowthDebugResult {
  const height = positive(values.height);
  const weight = positive(values.weight);
  const footLength = positive(values.footLength);
  if (height === null || weight === null || footLength === null) {
    return { ok: false, problem: 'numbers' };
  }
  if (
    !isDay(values.birthDate) ||
    !isDay(values.measurementDate) ||
    values.measurementDate < values.birthDate
  ) {
    return { ok: false, problem: 'dates' };
  }
  const hemisphere: Hemisphere = values.northernHemisphere ? 'northern' : 'southern';
  const points = forecastSeasons({
    sex: values.gender,
    birthDate: values.birthDate,
    measurements: [{ measuredAt: values.measurementDate, height, weight, footLength }],
    today: values.measurementDate > today ? values.measurementDate : today,
    hemisphere,
  });
  return { ok: true, points };
}
