import type { ReminderType } from '../reminders/reminder-admin';
import type { StoredTimestamp } from '../stored-timestamp.types';

/**
 * Where an outbox message stands. pending -> sending (claimed in a transaction, so it goes at
 * most once) -> sent; an SMTP failure leaves `error` with `nextAttemptAt` for the retry sweep,
 * and after the last attempt `failed`. `cancelled`: a reminder whose switch was turned off (or
 * whose account went) before it was sent.
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'error' | 'failed' | 'cancelled';

/** How many times an outbox message is tried before it is marked `failed`. */
export const maxMailAttempts = 5;

/** The wait before attempt n + 1 after n failed attempts: 5, 10, 20, 40 ... minutes. */
export function mailRetryDelayMs(failedAttempts: number): number {
  return 5 * 60_000 * 2 ** Math.max(0, failedAttempts - 1);
}

/** `mail/{id}`: the outbox. One document per message; its id makes queuing idempotent. Functions only. */
export type MailData = {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  createdAt: string;
  attempts: number;
  /** The recipient's account, so account deletion finds their mail (absent on admin test mail). */
  uid?: string;
  /** A reminder: at send time its switch on `uid`'s profile must still be on. */
  reminder?: ReminderType;
  /** Extra headers for nodemailer (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** When the current attempt was claimed (status `sending`). */
  claimedAt?: string;
  /** After a failed attempt: when the retry sweep may try again. */
  nextAttemptAt?: string;
  sentAt?: string;
  messageId?: string;
  /** The last failure's reason (SMTP error), or why the message was cancelled. */
  error?: string;
  /** Firestore TTL (firestore.indexes.json): the document goes after this time. */
  deleteAt?: StoredTimestamp;
};
