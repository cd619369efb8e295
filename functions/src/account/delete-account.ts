import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { collections, paths } from '@sprout/core';
import { region } from '../config';
import { logs } from '../logs';
import { fail, onCall } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';
import { trackedWriter } from '../lib/tracked-writer';
import { retireShares } from '../sharing/retire-shares';
import { requireRecentSignIn } from './recent-sign-in';

/**
 * Deletes everything of the caller: their children with measurements and predictions, the shares
 * of those children and their own (leaving tombstones without ids), subscriptions in both
 * directions (theirs, which were their access to others' children, and others' to their children),
 * their name on the measurements they entered as a guardian,
 * their sign-in logs and outbox mail, their profile with saved products and indexes, and last the
 * sign-in account. Data goes first and any failed write fails the call, so a failure leaves an
 * account that can retry. Needs a sign-in of the last five minutes that was not revoked.
 */
export const deleteAccount = onCall({ region }, async (request) => {
  const uid = await requireRecentSignIn(request);
  const email = request.auth?.token.email;
  const db = getFirestore();
  try {
    const byEmail = (collection: string, field: string) =>
      typeof email === 'string' && email
        ? db.collection(collection).where(field, '==', email).get()
        : Promise.resolve(null);
    const [owned, shares, subscribedTo, subscribers, entered, ...personal] = await Promise.all([
      collectionRef(paths.children).where('ownerId', '==', uid).get(),
      collectionRef(paths.shares).where('ownerId', '==', uid).get(),
      collectionRef(paths.subscriptions).where('subscriberId', '==', uid).get(),
      collectionRef(paths.subscriptions).where('ownerId', '==', uid).get(),
      // Measurements the user entered as a guardian of someone else's child (issue 33).
      db.collectionGroup(collections.measurements).where('createdBy', '==', uid).get(),
      db.collection(collections.authLogs).where('userId', '==', uid).get(),
      // Failed attempts are anonymous but carry the address typed.
      byEmail(collections.authLogs, 'email'),
      // Outbox messages name their account (`uid`); older ones only their address.
      db.collection(collections.mail).where('uid', '==', uid).get(),
      byEmail(collections.mail, 'to'),
    ]);

    // The links leave id-free tombstones: their visitors read that the data was removed.
    await retireShares(shares.docs);
    const writer = trackedWriter(db.bulkWriter());
    for (const doc of [...subscribedTo.docs, ...subscribers.docs]) writer.delete(doc.ref);
    // A guardian's measurements stay with the child (they are its growth), without their name;
    // those of the user's own children go with the children below.
    const ownIds = new Set(owned.docs.map((doc) => doc.id));
    for (const doc of entered.docs.filter((d) => !ownIds.has(d.ref.parent.parent?.id ?? ''))) {
      writer.update(doc.ref, {
        createdBy: FieldValue.delete(),
        createdByName: FieldValue.delete(),
      });
    }
    const seen = new Set<string>();
    for (const doc of personal.flatMap((snapshot) => snapshot?.docs ?? [])) {
      if (seen.has(doc.ref.path)) continue;
      seen.add(doc.ref.path);
      writer.delete(doc.ref);
    }
    await writer.close();

    // recursiveDelete takes the measurements, predictions, saved products and indexes along, and
    // rejects when any of its deletes failed.
    for (const child of owned.docs) await db.recursiveDelete(child.ref);
    await db.recursiveDelete(docRef(paths.user(uid)));
  } catch (error) {
    logs.accountDeletionFailed(uid, error);
    fail('api/server-error', 'Failed to delete account');
  }

  try {
    await getAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      fail('auth/user-not-found', 'User not found');
    }
    logs.accountDeletionFailed(uid, error);
    fail('api/server-error', 'Failed to delete account');
  }
  logs.accountDeleted(uid);
  return { deleted: true };
});
