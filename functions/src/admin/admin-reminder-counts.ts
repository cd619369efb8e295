import { getFirestore } from 'firebase-admin/firestore';
import { collections, type ReminderCounts } from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { requireAdmin } from './admin-access';

/** How many parents have each reminder type on: two aggregation counts, no profile is read. */
export const adminReminderCounts = onCall({ region }, async (request): Promise<ReminderCounts> => {
  await requireAdmin(request, { session: true });
  const users = getFirestore().collection(collections.users);
  const [season, birthday] = await Promise.all(
    [users.where('emailReminders', '==', true), users.where('birthdayReminders', '==', true)].map(
      async (query) => (await query.count().get()).data().count,
    ),
  );
  return { season: season ?? 0, birthday: birthday ?? 0 };
});
