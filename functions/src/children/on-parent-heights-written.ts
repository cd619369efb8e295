import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections, parentHeightsOf } from '@sprout/core';
import { region } from '../config';
import { logs } from '../logs';
import { regenerateForecast } from './regenerate-forecast';

/**
 * The owner gave, changed or removed the parents' heights (children/{childId}/private/parents):
 * the forecast is computed again with them. The document is read through parentHeightsOf, so a
 * value the rules would refuse counts as not given rather than breaking the trigger, and a save
 * that changes no height (only updatedAt) does nothing. A child deleted meanwhile has no
 * forecast to make (regenerateForecast writes nothing without the child).
 */
export const onParentHeightsWritten = onDocumentWritten(
  { document: `${collections.children}/{childId}/private/parents`, region },
  async (event) => {
    const { childId } = event.params;
    const before = parentHeightsOf(event.data?.before.data());
    const after = parentHeightsOf(event.data?.after.data());
    if (before.motherCm === after.motherCm && before.fatherCm === after.fatherCm) return;
    const points = await regenerateForecast(childId);
    logs.parentHeightsChanged(
      childId,
      { mother: after.motherCm !== null, father: after.fatherCm !== null },
      points,
    );
  },
);
