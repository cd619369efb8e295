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

/** Where predictionsFor files a child's forecast for a season. */
export function predictionKey(childId: string, season: SeasonInstance): string {
  return `${childId}/${season.season}-${season.year}`;
}

/**
 * Each child's forecast point for a season, read in one call and filed under predictionKey (a
 * child may be asked for two seasons: its owner and a guardian can live in other hemispheres).
 * Missing or stale points are recomputed with the same code as a new measurement
 * (regenerateForecast, as of `date`, once per child) and read again. A child without
 * measurements has no forecast: undefined.
 */
export async function predictionsFor(
  children: ReadonlyArray<{ childId: string; season: SeasonInstance }>,
  date: string,
): Promise<Map<string, PredictionData | undefined>> {
  const result = new Map<string, PredictionData | undefined>();
  const asked = [...new Map(children.map((c) => [predictionKey(c.childId, c.season), c])).values()];
  if (asked.length === 0) return result;
  const refs = asked.map(({ childId, season }) =>
    paths.prediction(childId, `${season.season}-${season.year}`),
  );
  const stored = await getAllOf(refs);
  const regenerated = new Map<string, Promise<unknown>>();
  const regenerate = (childId: string) => {
    let run = regenerated.get(childId);
    if (!run) {
      run = regenerateForecast(childId, date);
      regenerated.set(childId, run);
    }
    return run;
  };
  await Promise.all(
    asked.map(async ({ childId, season }, index) => {
      const key = predictionKey(childId, season);
      const point = stored[index];
      if (predictionFresh(point, season, date)) {
        result.set(key, point);
        return;
      }
      await regenerate(childId);
      const path = refs[index];
      result.set(key, path ? (await docRef(path).get()).data() : undefined);
    }),
  );
  return result;
}
