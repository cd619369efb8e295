import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { ageInMonths, collections, standingOf, type Standing } from '@sprout/core';
import { getFirestore } from 'firebase-admin/firestore';
import { region } from '../config';
import { logs } from '../logs';
import { regenerateForecast, type ChildDocument } from './regenerate-forecast';

type MeasurementData = {
  measuredAt: string;
  height: number;
  weight: number;
  footLength: number;
  percentiles?: Record<string, Standing | null>;
};

const measuredFields = ['measuredAt', 'height', 'weight', 'footLength'] as const;

function standingOrNull(...args: Parameters<typeof standingOf>): Standing | null {
  try {
    return standingOf(...args);
  } catch {
    return null;
  }
}

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
    const childId = event.params.childId;
    const before = event.data?.before.data() as MeasurementData | undefined;
    const after = event.data?.after.data() as MeasurementData | undefined;
    const measuredChanged = !before || !after || measuredFields.some((f) => before[f] !== after[f]);
    if (!measuredChanged) return;

    if (after && event.data?.after.exists) {
      const child = (
        await getFirestore().doc(`${collections.children}/${childId}`).get()
      ).data() as ChildDocument | undefined;
      if (!child) return;
      const age = ageInMonths(child.birthDate, after.measuredAt);
      await event.data.after.ref.update({
        percentiles: {
          height: standingOrNull('height', child.gender, age, after.height),
          weight: standingOrNull('weight', child.gender, age, after.weight),
          footLength: standingOrNull('footLength', child.gender, age, after.footLength),
        },
      });
    }
    const points = await regenerateForecast(childId);
    logs.forecastRegenerated(childId, points);
  },
);
