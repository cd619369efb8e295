import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { paths, subscriptionId } from '@sprout/core';
import { docRef } from '../lib/firestore';

/**
 * Ends a subscription: the document goes and the subscriber leaves the child's viewerIds in the
 * same transaction, so access ends at once. Returns whether there was anything to end.
 */
export async function endSubscription(childId: string, subscriberId: string): Promise<boolean> {
  const db = getFirestore();
  const ref = docRef(paths.subscription(subscriptionId(childId, subscriberId)));
  const childRef = docRef(paths.child(childId));
  return db.runTransaction(async (tx) => {
    const [subscription, child] = await Promise.all([tx.get(ref), tx.get(childRef)]);
    const viewers: unknown = child.get('viewerIds');
    const isViewer = Array.isArray(viewers) && viewers.includes(subscriberId);
    // Only a follower leaves viewerIds: never the owner, and nobody else's call writes the child.
    if (child.exists && isViewer && child.get('ownerId') !== subscriberId) {
      tx.update(childRef, { viewerIds: FieldValue.arrayRemove(subscriberId) });
    }
    if (!subscription.exists) return false;
    tx.delete(ref);
    return true;
  });
}
