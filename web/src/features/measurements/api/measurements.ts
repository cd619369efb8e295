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

/** The values a parent can correct; the girths a correction leaves out are removed. */
export type MeasurementValues = Omit<MeasurementData, 'createdAt' | 'percentiles'>;

const girths = ['chest', 'bust', 'waist', 'hips'] as const;

/**
 * Corrects a measurement (a mistyped height): the new values in place of the old, a girth left
 * empty removed. The server then works out its percentiles, the forecast and the sizes again, as
 * after an add. Offline it is queued like an add (lib/outbox.ts), shown at once as waiting.
 */
export async function updateMeasurement(
  child: { id: string; ownerId: string; name: string },
  measurementId: string,
  values: MeasurementValues,
): Promise<WriteOutcome> {
  const { sdk, docRef } = await loadFirestore();
  const ref = docRef(paths.measurement(child.id, measurementId));
  const removed = Object.fromEntries(
    girths.filter((field) => values[field] === undefined).map((f) => [f, sdk.deleteField()]),
  );
  const outcome = await queuedWrite(
    () => sdk.updateDoc(ref, { ...withoutUndefined(values), ...removed }),
    {
      path: paths.measurement(child.id, measurementId),
      uid: child.ownerId,
      kind: 'measurement-edit',
      childName: child.name,
      measuredAt: values.measuredAt,
      values: { height: values.height, weight: values.weight, footLength: values.footLength },
    },
  );
  return outcome;
}

/**
 * Deletes a measurement and takes it off the child's index of measurements (one batch: the rules
 * let an id leave the index only with its document). Queued offline like an add.
 */
export async function deleteMeasurement(
  child: { id: string; ownerId: string; name: string },
  measurement: Pick<Measurement, 'id' | 'measuredAt' | 'height' | 'weight' | 'footLength'>,
): Promise<WriteOutcome> {
  const { db, sdk, docRef } = await loadFirestore();
  const batch = sdk.writeBatch(db);
  batch.delete(docRef(paths.measurement(child.id, measurement.id)));
  batch.set(
    docRef(paths.measurementIndex(child.id)),
    { ids: sdk.arrayRemove(measurement.id) },
    { merge: true },
  );
  const outcome = await queuedWrite(() => batch.commit(), {
    path: paths.measurement(child.id, measurement.id),
    uid: child.ownerId,
    kind: 'measurement-delete',
    childName: child.name,
    measuredAt: measurement.measuredAt,
    values: {
      height: measurement.height,
      weight: measurement.weight,
      footLength: measurement.footLength,
    },
  });
  return outcome;
}

/** Firestore refuses undefined values: the girths that were not measured are left out. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
