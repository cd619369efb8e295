import {
  paths,
  sortMeasurementsNewestFirst,
  type Measurement,
  type MeasurementData,
} from '@sprout/core';
import { listenLive, loadFirestore, type Unsubscribe } from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';
import { track } from '../../../lib/analytics';
import type { Draft } from '../../../lib/draft';
import { queuedWrite, type WriteOutcome } from '../../../lib/outbox';

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
    { cacheKey: paths.measurements(childId) },
  );
}

/**
 * Saves the draft's measurement, listed in the child's index of measurements (the rules count it:
 * at most writeCaps.measurementsPerChild; arrayUnion, so a retry counts once). Refused online, it
 * fails (LimitReachedError when the child is full); offline it is queued (lib/outbox.ts), shown at
 * once from the cache as waiting to sync, and sent when the connection returns.
 */
export async function addMeasurement(
  child: { id: string; ownerId: string; name: string },
  measurement: Omit<MeasurementData, 'createdAt' | 'percentiles'>,
  draft: Draft,
): Promise<WriteOutcome> {
  const childId = child.id;
  const { db, sdk, docRef } = await loadFirestore();
  const data: MeasurementData = { ...withoutUndefined(measurement), createdAt: draft.createdAt };
  const batch = sdk.writeBatch(db);
  batch.set(docRef(paths.measurement(childId, draft.id)), data);
  batch.set(
    docRef(paths.measurementIndex(childId)),
    { ids: sdk.arrayUnion(draft.id) },
    { merge: true },
  );
  const outcome = await queuedWrite(() => batch.commit(), {
    path: paths.measurement(childId, draft.id),
    uid: child.ownerId,
    kind: 'measurement',
    childName: child.name,
    measuredAt: data.measuredAt,
    values: { height: data.height, weight: data.weight, footLength: data.footLength },
    index: { path: paths.measurementIndex(childId), cap: 'measurementsPerChild' },
  });
  track('measurement_add');
  return outcome;
}

/** Firestore refuses undefined values: the girths that were not measured are left out. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
