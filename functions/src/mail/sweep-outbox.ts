import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { collections, paths } from '@sprout/core';
import { docRef } from '../lib/firestore';
import { logs } from '../logs';
import { daysAfter, sentMailRetentionDays } from '../retention/retention-periods';
import { deliverMail, type DeliveryOutcome, type MailTransportConfig } from './deliver-mail';

/** A pending message this old has lost its trigger event: the sweep sends it. */
export const lostTriggerAfterMs = 10 * 60_000;
/**
 * A message still `sending` this long after its claim was cut off mid-send (the instance died).
 * Whether the SMTP server took it is unknown, so it is marked failed, never sent again.
 */
export const interruptedAfterMs = 30 * 60_000;

export type SweepResult = Record<DeliveryOutcome, number> & { interrupted: number };

/**
 * The outbox's retry sweep (the scheduled `retryMail`, every 5 minutes): sends the messages
 * whose retry time has come and those whose trigger never ran, at most `limit` per kind and
 * `parallel` at a time, through the same claim as the trigger (so nothing goes twice), and marks
 * messages stuck in `sending` as failed.
 */
export async function sweepOutbox(
  config: MailTransportConfig,
  now = new Date(),
  { limit = 200, parallel = 5 } = {},
): Promise<SweepResult> {
  const mail = getFirestore().collection(collections.mail);
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [due, lost, stuck] = await Promise.all([
    mail
      .where('status', '==', 'error')
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('nextAttemptAt')
      .limit(limit)
      .get(),
    mail
      .where('status', '==', 'pending')
      .where('createdAt', '<=', iso(lostTriggerAfterMs))
      .orderBy('createdAt')
      .limit(limit)
      .get(),
    mail
      .where('status', '==', 'sending')
      .where('claimedAt', '<=', iso(interruptedAfterMs))
      .orderBy('claimedAt')
      .limit(limit)
      .get(),
  ]);

  const result: SweepResult = {
    sent: 0,
    retry: 0,
    failed: 0,
    cancelled: 0,
    'not-claimed': 0,
    interrupted: 0,
  };
  const ids = [...due.docs, ...lost.docs].map((doc) => doc.id);
  for (let i = 0; i < ids.length; i += parallel) {
    const outcomes = await Promise.all(
      ids.slice(i, i + parallel).map((id) => deliverMail(id, config, now)),
    );
    for (const outcome of outcomes) result[outcome] += 1;
  }

  for (const doc of stuck.docs) {
    const ref = docRef(paths.mail(doc.id));
    const marked = await getFirestore().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (current?.status !== 'sending' || (current.claimedAt ?? '') > iso(interruptedAfterMs))
        return false;
      tx.update(ref, {
        status: 'failed',
        error: 'interrupted while sending; not sent again',
        deleteAt: Timestamp.fromDate(daysAfter(now, sentMailRetentionDays)),
      });
      return true;
    });
    if (marked) result.interrupted += 1;
  }
  logs.outboxSwept(result);
  return result;
}
