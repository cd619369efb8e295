import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { paths, type MailData, type ReminderType } from '@sprout/core';
import { docRef } from '../lib/firestore';
import type { RenderedMail } from './mail.types';

/**
 * How long an unfinished outbox document stays (Firestore TTL on `deleteAt`; a finished one goes
 * 30 days after it finished, deliver-mail.ts). Its id blocks a repeat only
 * while it exists, and no producer queues the same id that late: a season reminder's id names
 * the season, a birthday's the year, and the jobs queue them in the weeks before. The documents
 * hold names and addresses, so they do not stay longer than that and some time to look into
 * failures.
 */
export const mailRetentionDays = 180;

export type QueuedMessage = RenderedMail & {
  to: string;
  template: string;
  /** The recipient's account (reminders, welcome), so account deletion finds their mail. */
  uid?: string;
  /** A reminder is sent only if this switch of `uid` is still on when it goes out. */
  reminder?: ReminderType;
  headers?: Record<string, string>;
};

/** The outbox document for a message, as it is created. */
export function outboxDocument(message: QueuedMessage, now = new Date()): MailData {
  // Firestore refuses undefined values: optional fields that are not given are left out.
  const given = Object.fromEntries(
    Object.entries(message).filter(([, value]) => value !== undefined),
  ) as QueuedMessage;
  return {
    ...given,
    status: 'pending',
    attempts: 0,
    createdAt: now.toISOString(),
    deleteAt: Timestamp.fromMillis(now.getTime() + mailRetentionDays * 86_400_000),
  };
}

/**
 * Puts a message in the outbox under a caller-chosen id. Returns false when a
 * message with that id exists already, so a retried trigger never queues twice.
 */
export async function queueMail(mailId: string, message: QueuedMessage): Promise<boolean> {
  try {
    await docRef(paths.mail(mailId)).create(outboxDocument(message));
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

export function isAlreadyExists(error: unknown) {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 6;
}

export type OutboxWriter = {
  /**
   * Queues the messages, each under its id with create(), and sends them as one batch; for each,
   * false when its id was taken (queued before), so nothing is overwritten or queued twice.
   */
  queueAll(messages: ReadonlyArray<[mailId: string, message: QueuedMessage]>): Promise<boolean[]>;
  close(): Promise<void>;
};

/** The jobs' outbox: creates go through one BulkWriter (batched writes, Firestore's ramp-up). */
export function outboxWriter(): OutboxWriter {
  const writer = getFirestore().bulkWriter();
  return {
    async queueAll(messages) {
      const results = messages.map(([mailId, message]) =>
        writer.create(docRef(paths.mail(mailId)), outboxDocument(message)).then(
          () => true,
          (error: unknown) => {
            if (isAlreadyExists(error)) return false;
            throw error;
          },
        ),
      );
      await writer.flush();
      return Promise.all(results);
    },
    close: () => writer.close(),
  };
}
