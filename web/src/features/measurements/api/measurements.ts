import {
  paths,
  sortMeasurementsNewestFirst,
  type Measurement,
  type MeasurementData,
} from '@sprout/core';
import { listenLive, loadFirestore, serverAnswer, type Unsubscribe } from '../../../lib/firestore';
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
    (db, sdk) => sdk.collection(db, paths.measurements(childId)),
    (snap) =>
      sortMeasurementsNewestFirst(
        snap.docs.map((d) => ({ id: d.id, ...(d.data() as MeasurementData) })),
      ),
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
  const { db, sdk } = await loadFirestore();
  const data: Record<string, unknown> = { createdAt: draft.createdAt };
  for (const [key, value] of Object.entries(measurement))
    if (value !== undefined) data[key] = value;
  await serverAnswer(sdk.setDoc(sdk.doc(db, paths.measurements(childId), draft.id), data));
  track('measurement_add');
}
