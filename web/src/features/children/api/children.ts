import {
  collections,
  paths,
  sortMeasurementsNewestFirst,
  type AddChildInput,
  type ChildData,
  type MeasurementData,
  type PredictionData,
  type WithId,
} from '@sprout/core';
import { listenLive, loadFirestore, serverAnswer } from '../../../lib/firestore';
import { track } from '../../../lib/analytics';

export type Child = WithId<ChildData>;
export type Measurement = WithId<MeasurementData>;
export type Prediction = WithId<PredictionData>;

type Unsubscribe = () => void;

/** The children the user may see (own and shared), oldest first, kept live. */
export function watchChildren(
  uid: string,
  onData: (children: Child[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLive(
    (db, sdk) =>
      sdk.query(
        sdk.collection(db, collections.children),
        sdk.where('viewerIds', 'array-contains', uid),
      ),
    (snap) => {
      const children = snap.docs.map((d) => ({ id: d.id, ...(d.data() as ChildData) }));
      return children.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    onData,
    onError,
  );
}

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
    (db, sdk) => sdk.collection(db, paths.measurements(childId)),
    (snap) =>
      sortMeasurementsNewestFirst(
        snap.docs.map((d) => ({ id: d.id, ...(d.data() as MeasurementData) })),
      ),
    onData,
    onError,
  );
}

/** A child's forecast points (server-made), in step order, kept live. */
export function watchPredictions(
  childId: string,
  onData: (predictions: Prediction[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLive(
    (db, sdk) => sdk.collection(db, paths.predictions(childId)),
    (snap) => {
      const points = snap.docs.map((d) => ({ id: d.id, ...(d.data() as PredictionData) }));
      return points.sort((a, b) => a.step - b.step);
    },
    onData,
    onError,
  );
}

/**
 * One form is one new document: the form keeps its draft across retries, so a first write that
 * reaches the server late (it waits in the SDK's queue while offline) and the retry land on the
 * same document with the same contents instead of making two children (or measurements).
 */
export type Draft = { id: string; createdAt: string };

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style document id (20 random characters), chosen before the SDK loads. */
export function newDraft(): Draft {
  let id = '';
  while (id.length < 20) {
    // Bytes from 248 up are skipped: 248 is the largest multiple of 62 that fits, so no bias.
    for (const byte of crypto.getRandomValues(new Uint8Array(32)))
      if (byte < 248 && id.length < 20) id += idAlphabet.charAt(byte % 62);
  }
  return { id, createdAt: new Date().toISOString() };
}

/** Creates the draft's child; fails after the server's timeout (the write may still arrive). */
export async function addChild(uid: string, input: AddChildInput, draft: Draft): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const child: ChildData = {
    ownerId: uid,
    viewerIds: [uid],
    name: input.name.trim(),
    birthDate: input.birthDate,
    gender: input.gender,
    createdAt: draft.createdAt,
  };
  await serverAnswer(sdk.setDoc(sdk.doc(db, collections.children, draft.id), child));
  return draft.id;
}

export async function renameChild(childId: string, name: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await serverAnswer(sdk.updateDoc(sdk.doc(db, paths.child(childId)), { name: name.trim() }));
}

/** The server (onChildDeleted) removes its measurements, forecast and shares. */
export async function deleteChild(childId: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await serverAnswer(sdk.deleteDoc(sdk.doc(db, paths.child(childId))));
}

/** Saves the draft's measurement; fails after the server's timeout (the write may still arrive). */
export async function addMeasurement(
  childId: string,
  measurement: Omit<MeasurementData, 'createdAt' | 'percentiles'>,
  draft: Draft,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const data: Record<string, unknown> = { createdAt: draft.createdAt };
  for (const [key, value] of Object.entries(measurement))
    if (value !== undefined) data[key] = value;
  await serverAnswer(sdk.setDoc(sdk.doc(db, paths.measurements(childId), draft.id), data));
  track('measurement_add');
}
