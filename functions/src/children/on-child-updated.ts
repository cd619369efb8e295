import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections, paths } from '@sprout/core';
import { region } from '../config';
import { collectionRef, triggerData } from '../lib/firestore';
import { logs } from '../logs';
import { measurementPercentiles } from './measurement-percentiles';
import { regenerateForecast } from './regenerate-forecast';

/**
 * A corrected birth date or gender moves the child on the WHO curves: every measurement's
 * percentiles and the whole forecast are computed again. A rename changes no number, so it does
 * nothing. The percentile writes wake onMeasurementWritten, which sees no measured field changed
 * and stops.
 */
export const onChildUpdated = onDocumentUpdated(
  { document: `${collections.children}/{childId}`, region },
  async (event) => {
    const { childId } = event.params;
    const before = triggerData<'child'>(event.data?.before);
    const after = triggerData<'child'>(event.data?.after);
    if (!before || !after) return;
    if (before.birthDate === after.birthDate && before.gender === after.gender) return;

    const measurements = await collectionRef(paths.measurements(childId)).get();
    const writer = getFirestore().bulkWriter();
    for (const doc of measurements.docs) {
      // A measurement deleted meanwhile needs no percentiles; its failed update is no failure.
      void writer
        .update(doc.ref, { percentiles: measurementPercentiles(after, doc.data()) })
        .catch(() => undefined);
    }
    await writer.close();
    const points = await regenerateForecast(childId);
    logs.childCorrected(childId, measurements.size, points);
  },
);
