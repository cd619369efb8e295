import { getFirestore } from 'firebase-admin/firestore';
import {
  paths,
  roleOf,
  subscriptionId,
  type SubscribeResult,
  type SubscriptionData,
} from '@sprout/core';
import { region } from '../config';
import { onCall, requireVerifiedUid } from '../lib/callable';
import { docRef } from '../lib/firestore';
import { enforceRateLimit } from '../lib/rate-limit';
import { failShare, openShare, tokenOf } from './share-access';

/**
 * Accepts a live link: follows the child, or with a guardian invitation (issue 33) becomes its
 * guardian. Idempotent: a second call changes nothing; a follower link never lowers a guardian.
 * A guardian invitation works once: the transaction records who accepted it, and anyone else is
 * refused ('invitation-used'). The subscription document is the access (the rules read it and its
 * role); the child document is not written.
 */
export const subscribe = onCall({ region }, async (request): Promise<SubscribeResult> => {
  const uid = requireVerifiedUid(request);
  const token = tokenOf(request.data);
  await enforceRateLimit(request, 'subscribe');
  const { share, child } = await openShare(token);
  if (child.ownerId === uid) failShare('own-child');
  const db = getFirestore();
  const ref = docRef(paths.subscription(subscriptionId(share.childId, uid)));
  const shareRef = docRef(paths.share(token));
  const offered = roleOf(share);
  const { alreadySubscribed, role } = await db.runTransaction(async (tx) => {
    const [existing, current] = await Promise.all([tx.get(ref), tx.get(shareRef)]);
    const usedBy = current.data()?.usedBy;
    if (offered === 'guardian' && usedBy && usedBy !== uid) failShare('invitation-used');
    const had = existing.data();
    if (had && (roleOf(had) === 'guardian' || offered === 'follower')) {
      return { alreadySubscribed: true, role: roleOf(had) };
    }
    const now = new Date().toISOString();
    if (had) {
      tx.update(ref, { role: 'guardian' });
    } else {
      const subscription: SubscriptionData = {
        childId: share.childId,
        subscriberId: uid,
        ownerId: child.ownerId,
        createdAt: now,
        ...(offered === 'guardian' ? { role: offered } : {}),
      };
      tx.create(ref, subscription);
    }
    if (offered === 'guardian') tx.update(shareRef, { usedBy: uid, usedAt: now });
    return { alreadySubscribed: false, role: offered };
  });
  return { childId: share.childId, childName: child.name, alreadySubscribed, role };
});
