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
 * Who writes (issue 33: the owner or a guardian): the signed-in user. A new measurement names them
 * (the history's "added by"), and a queued write waits in their outbox, so a refusal is reported
 * to them (lib/outbox.ts checks and shows the signed-in user's entries).
 */
export type Writer = { uid: string; name?: string | null };

/** The most characters of a name the rules accept on a measurement (createdByName). */
const writerNameMaxLength = 80;

/** The name stored with a new measurement: the writer's, trimmed, or none when blank. */
function writerName(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim().slice(0, writerNameMaxLength).trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Saves the draft's measurement, listed in the child's index of measurements (the rules count it:
 * at most writeCaps.measurementsPerChild; arrayUnion, so a retry counts once), with who entered it
 * (createdBy, and createdByName when the writer has a name; a correction never changes them).
 * Refused online, it fails (LimitReachedError when the child is full); offline it is queued
 * (lib/outbox.ts), shown at once from the cache as waiting to sync, and sent when the connection
 * returns.
 */
export async function addMeasurement(
  child: { id: string; ownerId: string; name: string },
  measurement: MeasurementValues,
  draft: Draft,
  writer: Writer,
): Promise<WriteOutcome> {
  const childId = child.id;
  const { db, sdk, docRef } = await loadFirestore();
  const createdByName = writerName(writer.name);
  const data: MeasurementData = {
    ...withoutUndefined(measurement),
    createdAt: draft.createdAt,
    createdBy: writer.uid,
    ...(createdByName ? { createdByName } : {}),
  };
  const batch = sdk.writeBatch(db);
  batch.set(docRef(paths.measurement(childId, draft.id)), data);
  batch.set(
    docRef(paths.measurementIndex(childId)),
    { ids: sdk.arrayUnion(draft.id) },
    { merge: true },
  );
  const outcome = await queuedWrite(() => batch.commit(), {
    path: paths.measurement(childId, draft.id),
    uid: writer.uid,
    kind: 'measurement',
    childName: child.name,
    measuredAt: data.measuredAt,
    values: { height: data.height, weight: data.weight, footLength: data.footLength },
    index: { path: paths.measurementIndex(childId), cap: 'measurementsPerChild' },
  });
  track('measurement_add');
  return outcome;
}

/**
 * The values a parent enters and corrects; the girths a correction leaves out are removed. Never
 * who entered it, nor when: the server's copy keeps those (the rules refuse a change to them).
 */
export type MeasurementValues = Omit<
  MeasurementData,
  'createdAt' | 'percentiles' | 'createdBy' | 'createdByName'
>;

const girths = ['chest', 'bust', 'waist', 'hips'] as const;

/**
 * What a correction never sends, even when handed a stored measurement: who entered it and when
 * (the rules refuse any change to them), the server's percentiles and the document's id.
 */
const authorship = new Set(['createdAt', 'createdBy', 'createdByName', 'percentiles', 'id']);

/**
 * Corrects a measurement (a mistyped height): the new values in place of the old, a girth left
 * empty removed; who entered it and when stay as stored (never sent). The server then works out
 * its percentiles, the forecast and the sizes again, as after an add. Offline it is queued like an
 * add (lib/outbox.ts) in the outbox of `uid`, the one who corrects, shown at once as waiting.
 */
export async function updateMeasurement(
  child: { id: string; ownerId: string; name: string },
  measurementId: string,
  values: MeasurementValues,
  uid: string,
): Promise<WriteOutcome> {
  const { sdk, docRef } = await loadFirestore();
  const ref = docRef(paths.measurement(child.id, measurementId));
  const removed = Object.fromEntries(
    girths.filter((field) => values[field] === undefined).map((f) => [f, sdk.deleteField()]),
  );
  const corrected = Object.fromEntries(
    Object.entries(withoutUndefined(values)).filter(([field]) => !authorship.has(field)),
  );
  const outcome = await queuedWrite(() => sdk.updateDoc(ref, { ...corrected, ...removed }), {
    path: paths.measurement(child.id, measurementId),
    uid,
    kind: 'measurement-edit',
    childName: child.name,
    measuredAt: values.measuredAt,
    values: { height: values.height, weight: values.weight, footLength: values.footLength },
  });
  return outcome;
}

/**
 * Deletes a measurement and takes it off the child's index of measurements (one batch: the rules
 * let an id leave the index only with its document). Queued offline like an add, in the outbox of
 * `uid`, the one who deletes.
 */
export async function deleteMeasurement(
  child: { id: string; ownerId: string; name: string },
  measurement: Pick<Measurement, 'id' | 'measuredAt' | 'height' | 'weight' | 'footLength'>,
  uid: string,
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
    uid,
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
