import { Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { adminActionRetentionDays, collections } from '@sprout/core';
import { authLogRetentionDays, daysBefore, sentMailRetentionDays } from './retention-periods';

/** Documents per batch (a batch holds 500 writes). */
const pageSize = 400;

/**
 * Deletes, page by page, the documents of `query` (ordered by its range field) for which `goes`
 * holds; the others are stepped over with a cursor. Returns how many went.
 */
async function deletePages(
  db: Firestore,
  query: Query,
  goes: (data: DocumentData) => boolean,
  size: number,
): Promise<number> {
  let deleted = 0;
  let page = await query.limit(size).get();
  while (!page.empty) {
    const batch = db.batch();
    const doomed = page.docs.filter((doc) => goes(doc.data()));
    for (const doc of doomed) batch.delete(doc.ref);
    if (doomed.length > 0) await batch.commit();
    deleted += doomed.length;
    if (page.size < size) break;
    page = await query
      .startAfter(page.docs[page.docs.length - 1])
      .limit(size)
      .get();
  }
  return deleted;
}

/**
 * What the privacy page promises, for the emulator and as a net under the TTL policies (README):
 * sign-in logs go 90 days after `createdAt` (a Timestamp), sent e-mails 30 days after `sentAt`
 * (an ISO string), admin action log entries a year after `createdAt` (an ISO string). Messages
 * not sent (pending, failed) stay; the outbox's own jobs handle them.
 */
export async function cleanUpRetention(db: Firestore, now: Date, size: number = pageSize) {
  const logCutoff = Timestamp.fromDate(daysBefore(now, authLogRetentionDays));
  const authLogs = await deletePages(
    db,
    db.collection(collections.authLogs).where('createdAt', '<', logCutoff).orderBy('createdAt'),
    () => true,
    size,
  );
  const mailCutoff = daysBefore(now, sentMailRetentionDays).toISOString();
  // One range on sentAt (no composite index); only sent messages carry it, checked still.
  const mail = await deletePages(
    db,
    db.collection(collections.mail).where('sentAt', '<', mailCutoff).orderBy('sentAt'),
    (data) => data.status === 'sent',
    size,
  );
  const actionCutoff = daysBefore(now, adminActionRetentionDays).toISOString();
  const adminActions = await deletePages(
    db,
    db
      .collection(collections.adminActions)
      .where('createdAt', '<', actionCutoff)
      .orderBy('createdAt'),
    () => true,
    size,
  );
  return { authLogs, mail, adminActions };
}
