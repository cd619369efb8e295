import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections, paths } from '@sprout/core';
import { region } from '../config';
import { docRef, triggerData } from '../lib/firestore';
import { logs } from '../logs';
import { measurementPercentiles } from './measurement-percentiles';
import { regenerateForecast } from './regenerate-forecast';

const measuredFields = ['measuredAt', 'height', 'weight', 'footLength'] as const;

/**
 * On every measurement change: the measurement's own percentiles (height, weight, foot), then
 * the child's whole forecast again, so every device reads the same numbers. Writing the
 * percentiles triggers this once more; that second run sees nothing measured changed and stops.
 */
export const onMeasurementWritten = onDocumentWritten(
  {
    document: `${collections.children}/{childId}/${collections.measurements}/{measurementId}`,
    region,
  },
  async (event) => {
    const { childId, measurementId } = event.params;
    const before = triggerData<'measurement'>(event.data?.before);
    const after = triggerData<'measurement'>(event.data?.after);
    const measuredChanged = !before || !after || measuredFields.some((f) => before[f] !== after[f]);
    if (!measuredChanged) return;

    if (after && event.data?.after.exists) {
      const child = (await docRef(paths.child(childId)).get()).data();
      if (!child) return;
      await docRef(paths.measurement(childId, measurementId)).update({
        percentiles: measurementPercentiles(child, after),
      });
    }
    const points = await regenerateForecast(childId);
    logs.forecastRegenerated(childId, points);
  },
);
