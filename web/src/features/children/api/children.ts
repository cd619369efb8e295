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
import { loadFirestore } from '../../../lib/firestore';
import { track } from '../../../lib/analytics';

export type Child = WithId<ChildData>;
export type Measurement = WithId<MeasurementData>;
export type Prediction = WithId<PredictionData>;

type Unsubscribe = () => void;

/**
 * Live listeners return their unsubscribe at once, although Firestore loads lazily: a component
 * that leaves before the SDK arrives detaches nothing and starts nothing.
 */
function lazyListener(start: () => Promise<Unsubscribe>): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe = () => undefined;
  void start().then((unsubscribe) => {
    if (stopped) unsubscribe();
    else stop = unsubscribe;
  });
  return () => {
    stopped = true;
    stop();
  };
}

/** The children the user may see (own and shared), oldest first, kept live. */
export function watchChildren(
  uid: string,
  onData: (children: Child[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return lazyListener(async () => {
    const { db, sdk } = await loadFirestore();
    const q = sdk.query(
      sdk.collection(db, collections.children),
      sdk.where('viewerIds', 'array-contains', uid),
    );
    return sdk.onSnapshot(
      q,
      (snap) => {
        const children = snap.docs.map((d) => ({ id: d.id, ...(d.data() as ChildData) }));
        children.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        onData(children);
      },
      onError,
    );
  });
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
  return lazyListener(async () => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.collection(db, paths.measurements(childId)),
      (snap) =>
        onData(
          sortMeasurementsNewestFirst(
            snap.docs.map((d) => ({ id: d.id, ...(d.data() as MeasurementData) })),
          ),
        ),
      onError,
    );
  });
}

/** A child's forecast points (server-made), in step order, kept live. */
export function watchPredictions(
  childId: string,
  onData: (predictions: Prediction[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return lazyListener(async () => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.collection(db, paths.predictions(childId)),
      (snap) => {
        const points = snap.docs.map((d) => ({ id: d.id, ...(d.data() as PredictionData) }));
        onData(points.sort((a, b) => a.step - b.step));
      },
      onError,
    );
  });
}

export async function addChild(uid: string, input: AddChildInput): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const child: ChildData = {
    ownerId: uid,
    viewerIds: [uid],
    name: input.name.trim(),
    birthDate: input.birthDate,
    gender: input.gender,
    createdAt: new Date().toISOString(),
  };
  const ref = await sdk.addDoc(sdk.collection(db, collections.children), child);
  return ref.id;
}

export async function renameChild(childId: string, name: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, paths.child(childId)), { name: name.trim() });
}

/** The server (onChildDeleted) removes its measurements, forecast and shares. */
export async function deleteChild(childId: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, paths.child(childId)));
}

export async function addMeasurement(
  childId: string,
  measurement: Omit<MeasurementData, 'createdAt' | 'percentiles'>,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const data: Record<string, unknown> = { createdAt: new Date().toISOString() };
  for (const [key, value] of Object.entries(measurement))
    if (value !== undefined) data[key] = value;
  await sdk.addDoc(sdk.collection(db, paths.measurements(childId)), data);
  track('measurement_add');
}
