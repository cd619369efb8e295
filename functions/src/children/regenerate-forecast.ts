import { getFirestore } from 'firebase-admin/firestore';
import {
  forecastSeasons,
  marketFor,
  parentHeightsOf,
  paths,
  type GrowthMeasurement,
  type PredictionData,
} from '@sprout/core';
import { collectionRef, docRef } from '../lib/firestore';

/** An optional girth field of a stored measurement, kept only when it is a number. */
function girth(field: 'chest' | 'bust' | 'waist' | 'hips', value: unknown) {
  return typeof value === 'number' && Number.isFinite(value) ? { [field]: value } : {};
}

/** Today's calendar date in UTC, the day forecasts are made for. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Replaces a child's forecast with 8 fresh points from all its measurements (core's
 * forecastSeasons), in the hemisphere of the owner's market, with the parents' heights when the
 * owner gave them. Old points go in the same write, so a reader never sees a half-written
 * forecast. That write is a transaction that reads the child again: a trigger still running when
 * the child is deleted (deleteAccount and onChildDeleted remove its forecast) writes nothing
 * rather than leave a forecast behind under a deleted child. Returns the points written.
 */
export async function regenerateForecast(childId: string, today = todayUtc()): Promise<number> {
  const db = getFirestore();
  const child = (await docRef(paths.child(childId)).get()).data();
  if (!child) return 0;
  const [measurementsSnap, existing, owner, parents] = await Promise.all([
    collectionRef(paths.measurements(childId)).get(),
    collectionRef(paths.predictions(childId)).get(),
    docRef(paths.user(child.ownerId)).get(),
    docRef(paths.parentHeights(childId)).get(),
  ]);
  const measurements: GrowthMeasurement[] = measurementsSnap.docs
    // A birth date corrected to after a measurement (the form refuses it, the rules cannot
    // see measurements): that measurement cannot be placed on the growth curves, so it is left out.
    .filter((doc) => String(doc.get('measuredAt')) >= child.birthDate)
    .map((doc) => ({
      measuredAt: String(doc.get('measuredAt')),
      height: Number(doc.get('height')),
      weight: Number(doc.get('weight')),
      footLength: Number(doc.get('footLength')),
      // From 13 the sizes use these (core's clothingSizeForAge); absent fields stay absent.
      ...girth('chest', doc.get('chest')),
      ...girth('bust', doc.get('bust')),
      ...girth('waist', doc.get('waist')),
      ...girth('hips', doc.get('hips')),
      // Of two entries on one day the later one counts (core's measurement order).
      createdAt: (doc.get('createdAt') as string | undefined) ?? null,
    }));
  const points = forecastSeasons({
    sex: child.gender,
    birthDate: child.birthDate,
    measurements,
    today,
    hemisphere: marketFor(owner.data()?.locale).hemisphere,
    // Read defensively: a height the rules would refuse counts as not given.
    ...(parents.exists ? { parentHeights: parentHeightsOf(parents.data()) } : {}),
  });
  const generatedAt = new Date().toISOString();
  const lastMeasuredAt = measurements
    .map((m) => m.measuredAt)
    .filter((day) => day <= today)
    .sort()
    .at(-1);
  // Only the child is read in the transaction (and so locked): locking the measurements too
  // would hold up the parent's own writes.
  return db.runTransaction(async (transaction) => {
    if (!(await transaction.get(docRef(paths.child(childId)))).exists) return 0;
    for (const doc of existing.docs) transaction.delete(doc.ref);
    for (const point of points) {
      const document: PredictionData = {
        ...point,
        generatedAt,
        ...(lastMeasuredAt ? { lastMeasuredAt } : {}),
      };
      transaction.set(docRef(paths.prediction(childId, `${point.season}-${point.year}`)), document);
    }
    return points.length;
  });
}
