import { getFirestore } from 'firebase-admin/firestore';
import { paths, roleOf, setGuardianRemindersSchema, subscriptionId } from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse, requireVerifiedUid } from '../lib/callable';
import { docRef } from '../lib/firestore';

/**
 * A guardian switches a child's reminder e-mails on or off for themselves (issue 33). Only a
 * guardian may: a follower gets no reminders, and someone without access learns nothing of the
 * child (the same answer as for a child that does not exist).
 */
export const setGuardianReminders = onCall(
  { region },
  async (request): Promise<{ enabled: boolean }> => {
    const uid = requireVerifiedUid(request);
    const { childId, enabled } = await parse(setGuardianRemindersSchema, request.data);
    const ref = docRef(paths.subscription(subscriptionId(childId, uid)));
    await getFirestore().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) fail('db/permission-error', 'Not a guardian of this child');
      if (roleOf(current) !== 'guardian') {
        fail('db/permission-error', 'Only a guardian gets this child’s reminders');
      }
      if ((current.reminders === true) !== enabled) tx.update(ref, { reminders: enabled });
    });
    return { enabled };
  },
);
