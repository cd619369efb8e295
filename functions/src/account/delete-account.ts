import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { paths } from '@sprout/core';
import { region } from '../config';
import { logs } from '../logs';
import { fail, requireUid } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';
import { retireShares } from '../sharing/retire-shares';

/**
 * Deletes everything of the caller: their children with measurements and predictions, the shares
 * of those children and their own (leaving tombstones without ids), subscriptions in both
 * directions (theirs, and others' to their children), their place in children shared with them,
 * their profile with saved products, and finally the sign-in account. Data goes first, so a failure leaves an account that can retry.
 */
export const deleteAccount = onCall({ region }, async (request) => {
  const uid = requireUid(request);
  const db = getFirestore();
  try {
    const [owned, shares, subscribedTo, subscribers, sharedWithMe] = await Promise.all([
      collectionRef(paths.children).where('ownerId', '==', uid).get(),
      collectionRef(paths.shares).where('ownerId', '==', uid).get(),
      collectionRef(paths.subscriptions).where('subscriberId', '==', uid).get(),
      collectionRef(paths.subscriptions).where('ownerId', '==', uid).get(),
      collectionRef(paths.children).where('viewerIds', 'array-contains', uid).get(),
    ]);

    // The links leave id-free tombstones: their visitors read that the data was removed.
    await retireShares(shares.docs);
    const writer = db.bulkWriter();
    for (const doc of [...subscribedTo.docs, ...subscribers.docs]) {
      writer.delete(doc.ref);
    }
    for (const child of sharedWithMe.docs) {
      if (child.data().ownerId !== uid)
        writer.update(child.ref, { viewerIds: FieldValue.arrayRemove(uid) });
    }
    await writer.close();

    // recursiveDelete takes the measurements and predictions (and savedProducts) along.
    for (const child of owned.docs) await db.recursiveDelete(child.ref);
    await db.recursiveDelete(docRef(paths.user(uid)));
  } catch (error) {
    logs.accountDeletionFailed(uid, error);
    fail('api/server-error', 'Failed to delete account');
  }

  try {
    await getAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') {
      logs.accountDeletionFailed(uid, error);
      fail('api/server-error', 'Failed to delete account');
    }
  }
  logs.accountDeleted(uid);
  return { deleted: true };
});
