import {
  addDays,
  measurementFreshness,
  paths,
  type ChildData,
  type PredictionData,
  type SeasonInstance,
  type WalkingAnswer,
  wearsShoes,
} from '@sprout/core';
import { regenerateForecast } from '../children/regenerate-forecast';
import { docRef, getAllOf } from '../lib/firestore';
import type { ReminderChild } from './templates/reminder-template.types';

/** A stored forecast older than a season (or made before this day's season began) is redone. */
const staleAfterDays = 92;

/**
 * Whether a stored prediction can stand for `season`: it exists, is for a day inside that season
 * in the owner's hemisphere now (a market change moves the seasons) and was made less than a
 * season before `date`. Measurements regenerate the forecast on their own (onMeasurementWritten).
 */
export function predictionFresh(
  prediction: PredictionData | undefined,
  season: SeasonInstance,
  date: string,
): prediction is PredictionData {
  if (!prediction) return false;
  if (prediction.date < season.start || prediction.date > season.end) return false;
  return prediction.generatedAt.slice(0, 10) >= addDays(date, -staleAfterDays);
}

/**
 * The sizes a reminder names for a child, from a forecast point (catalogue sizes, cm): no shoe
 * size for a child who will not walk yet on the point's day (core's wearsShoes).
 */
export function reminderSizes(
  prediction: PredictionData | undefined,
  child?: WalkingAnswer,
): Pick<ReminderChild, 'clothingSize' | 'shoeSize' | 'heightCm' | 'footLengthCm' | 'fit'> {
  const chance = prediction?.clothingChance;
  return {
    // The catalogue's (children's and teen height) size: the template's and the shops' size.
    clothingSize: prediction ? (prediction.catalogueClothingSize ?? prediction.clothingSize) : null,
    shoeSize:
      prediction && (!child || wearsShoes(child, prediction.date)) ? prediction.shoeSize : null,
    heightCm: prediction?.height.value ?? null,
    footLengthCm: prediction?.footLength.value ?? null,
    // The chance belongs to the forecast's own size (clothingSize in its table), which the
    // statement names, as the season page does.
    fit:
      prediction && chance !== undefined
        ? {
            clothingSize: prediction.clothingSize,
            ...(prediction.clothingTable ? { clothingTable: prediction.clothingTable } : {}),
            chance,
            heightLowCm: prediction.height.low,
            heightHighCm: prediction.height.high,
          }
        : null,
  };
}

/**
 * The days since the newest measurement behind a forecast, when the growth since has outdated it
 * for today's sizes (core's measurementFreshness, as the dashboard); null otherwise.
 */
export function staleDaysOf(
  child: Pick<ChildData, 'gender' | 'birthDate'>,
  prediction: PredictionData | undefined,
  date: string,
): number | null {
  if (!prediction?.lastMeasuredAt) return null;
  const { stale, daysOld } = measurementFreshness(
    child.gender,
    child.birthDate,
    prediction.lastMeasuredAt,
    date,
  );
  return stale ? daysOld : null;
}

/**
 * Each child's forecast point for a season (`seasonOf(childId)`), read in one call; missing or
 * stale points are recomputed with the same code as a new measurement (regenerateForecast, as
 * of `date`) and read again. A child without measurements has no forecast: undefined.
 */
export async function predictionsFor(
  children: ReadonlyArray<{ childId: string; season: SeasonInstance }>,
  date: string,
): Promise<Map<string, PredictionData | undefined>> {
  const result = new Map<string, PredictionData | undefined>();
  if (children.length === 0) return result;
  const refs = children.map(({ childId, season }) =>
    paths.prediction(childId, `${season.season}-${season.year}`),
  );
  const stored = await getAllOf(refs);
  await Promise.all(
    children.map(async ({ childId, season }, index) => {
      const point = stored[index];
      if (predictionFresh(point, season, date)) {
        result.set(childId, point);
        return;
      }
      await regenerateForecast(childId, date);
      const path = refs[index];
      result.set(childId, path ? (await docRef(path).get()).data() : undefined);
    }),
  );
  return result;
}
