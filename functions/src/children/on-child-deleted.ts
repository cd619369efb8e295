import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { collections, paths } from '@sprout/core';
import { region } from '../config';
import { collectionRef } from '../lib/firestore';
import { retireShares } from '../sharing/retire-shares';

/**
 * A deleted child takes its measurements (and their index), forecast, parents' heights, share
 * links and subscriptions with it
 * (clients delete the child document; subcollections do not go by themselves). Its links leave
 * tombstones, so their visitors learn that the data was removed (retire-shares.ts).
 */
export const onChildDeleted = onDocumentDeleted(
  { document: `${collections.children}/{childId}`, region },
  async (event) => {
    const childId = event.params.childId;
    const db = getFirestore();
    const [shares, subscriptions] = await Promise.all([
      collectionRef(paths.shares).where('childId', '==', childId).get(),
      collectionRef(paths.subscriptions).where('childId', '==', childId).get(),
    ]);
    await retireShares(shares.docs);
    const writer = db.bulkWriter();
    for (const doc of subscriptions.docs) writer.delete(doc.ref);
    await writer.close();
    await db.recursiveDelete(collectionRef(paths.measurements(childId)));
    await db.recursiveDelete(collectionRef(paths.predictions(childId)));
    await db.doc(paths.measurementIndex(childId)).delete();
    // The whole private/ collection, so a document added there later goes with the child too.
    await db.recursiveDelete(db.doc(paths.parentHeights(childId)).parent);
  },
);
