import { getFirestore } from 'firebase-admin/firestore';
import { paths, subscriptionId } from '@sprout/core';
import { docRef } from '../lib/firestore';

/**
 * Ends a subscription: the document is the follower's access (the rules check that it exists),
 * so deleting it ends access at once. Returns whether there was anything to end.
 */
export async function endSubscription(childId: string, subscriberId: string): Promise<boolean> {
  const ref = docRef(paths.subscription(subscriptionId(childId, subscriberId)));
  return getFirestore().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    return true;
  });
}
