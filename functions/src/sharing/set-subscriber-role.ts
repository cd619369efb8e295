import { getFirestore } from 'firebase-admin/firestore';
import {
  paths,
  roleOf,
  setSubscriberRoleSchema,
  subscriptionId,
  type AccessRole,
} from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse, requireVerifiedUid } from '../lib/callable';
import { docRef } from '../lib/firestore';
import { ownedChild } from './share-access';

/**
 * The owner makes someone with access a guardian (may record) or a follower (may read), issue 33.
 * The rules read the subscription's role on every write, so a downgrade takes effect at once: the
 * next write of the former guardian, queued offline included, is refused.
 */
export const setSubscriberRole = onCall(
  { region },
  async (request): Promise<{ role: AccessRole }> => {
    const uid = requireVerifiedUid(request);
    const input = await parse(setSubscriberRoleSchema, request.data);
    await ownedChild(input.childId, uid);
    const ref = docRef(paths.subscription(subscriptionId(input.childId, input.subscriberId)));
    await getFirestore().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) fail('db/not-found', 'No such subscriber');
      if (roleOf(current) === input.role) return;
      // A follower gets no reminders: the opt-in goes with the guardianship.
      if (input.role === 'follower') tx.update(ref, { role: input.role, reminders: false });
      else tx.update(ref, { role: input.role });
    });
    return { role: input.role as AccessRole };
  },
);
