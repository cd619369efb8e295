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

/** Saves the draft's measurement; fails after the server's timeout (the write may still arrive). */
export async function addMeasurement(
  childId: string,
  measurement: Omit<MeasurementData, 'createdAt' | 'percentiles'>,
  draft: Draft,
): Promise<void> {
  const { sdk, docRef } = await loadFirestore();
  const data: MeasurementData = { ...withoutUndefined(measurement), createdAt: draft.createdAt };
  await serverAnswer(sdk.setDoc(docRef(paths.measurement(childId, draft.id)), data));
  track('measurement_add');
}

/** Firestore refuses undefined values: the girths that were not measured are left out. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
