import { getFirestore } from 'firebase-admin/firestore';
import { paths, subscriptionId, type SubscribeResult, type SubscriptionData } from '@sprout/core';
import { region } from '../config';
import { onCall, requireVerifiedUid } from '../lib/callable';
import { docRef } from '../lib/firestore';
import { enforceRateLimit } from '../lib/rate-limit';
import { failShare, openShare, tokenOf } from './share-access';

/**
 * Follows the child of a live link. Idempotent: a second call finds the existing subscription
 * and changes nothing. The subscription document is the follower's access (the rules check that
 * it exists); the child document is not written.
 */
export const subscribe = onCall({ region }, async (request): Promise<SubscribeResult> => {
  const uid = requireVerifiedUid(request);
  const token = tokenOf(request.data);
  await enforceRateLimit(request, 'subscribe');
  const { share, child } = await openShare(token);
  if (child.ownerId === uid) failShare('own-child');
  const db = getFirestore();
  const ref = docRef(paths.subscription(subscriptionId(share.childId, uid)));
  const alreadySubscribed = await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) return true;
    const subscription: SubscriptionData = {
      childId: share.childId,
      subscriberId: uid,
      ownerId: child.ownerId,
      createdAt: new Date().toISOString(),
    };
    tx.create(ref, subscription);
    return false;
  });
  return { childId: share.childId, childName: child.name, alreadySubscribed };
});
