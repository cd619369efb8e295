import {
  paths,
  sortMeasurementsNewestFirst,
  type Measurement,
  type MeasurementData,
} from '@sprout/core';
import { listenLive, loadFirestore, serverAnswer, type Unsubscribe } from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';
import { track } from '../../../lib/analytics';
import type { Draft } from '../../../lib/draft';
import { explainRefusal } from '../../../lib/write-limits';

/**
 * A child's measurements, newest first (core's order: the day, then the entry, so a same-day
 * correction comes first), kept live. Sorted here: ordering by both fields in the query would need
 * a composite index for a list that is small anyway.
 */
export function watchMeasurements(
  childId: string,
  onData: (measurements: Measurement[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLive(
    ({ collectionRef }) => collectionRef(paths.measurements(childId)),
    (snap) => sortMeasurementsNewestFirst(snap.docs.map(withId)),
    onData,
    onError,
  );
}

/**
 * Saves the draft's measurement, listed in the child's index of measurements (the rules count it:
 * at most writeCaps.measurementsPerChild; arrayUnion, so a retry counts once). Fails after the
 * server's timeout (the write may still arrive), with LimitReachedError when the child is full.
 */
export async function addMeasurement(
  childId: string,
  measurement: Omit<MeasurementData, 'createdAt' | 'percentiles'>,
  draft: Draft,
): Promise<void> {
  const { db, sdk, docRef } = await loadFirestore();
  const data: MeasurementData = { ...withoutUndefined(measurement), createdAt: draft.createdAt };
  const batch = sdk.writeBatch(db);
  batch.set(docRef(paths.measurement(childId, draft.id)), data);
  batch.set(
    docRef(paths.measurementIndex(childId)),
    { ids: sdk.arrayUnion(draft.id) },
    { merge: true },
  );
  try {
    await serverAnswer(batch.commit());
  } catch (error) {
    throw await explainRefusal(error, paths.measurementIndex(childId), 'measurementsPerChild');
  }
  track('measurement_add');
}

/** Firestore refuses undefined values: the girths that were not measured are left out. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
