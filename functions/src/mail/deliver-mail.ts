import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createTransport, type Transporter } from 'nodemailer';
import {
  mailRetryDelayMs,
  maxMailAttempts,
  paths,
  type MailData,
  type ReminderType,
  type UserProfile,
} from '@sprout/core';
import { docRef } from '../lib/firestore';
import { logs } from '../logs';
import { daysAfter, sentMailRetentionDays } from '../retention/retention-periods';

/** Where mail goes: the SMTP server (a secret) and the sender (config). */
export type MailTransportConfig = { smtpUrl: string; from: string };

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'cancelled' | 'not-claimed';

const reminderSwitch: Record<
  ReminderType,
  keyof Pick<UserProfile, 'emailReminders' | 'birthdayReminders'>
> = {
  season: 'emailReminders',
  birthday: 'birthdayReminders',
};

// One transport per SMTP address and instance: connections are reused between messages.
const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Whether an outbox message may be claimed now: new, or failed before and due again. */
function claimable(mail: MailData, now: Date): boolean {
  if (mail.status === 'pending') return true;
  return (
    mail.status === 'error' &&
    mail.nextAttemptAt !== undefined &&
    mail.nextAttemptAt <= now.toISOString()
  );
}

/**
 * Sends one outbox message at most once. It is claimed in a transaction (pending, or error
 * whose retry time has come -> sending) before anything goes out, so a redelivered event, a
 * retried trigger or the sweep running beside the trigger finds it claimed and sends nothing.
 * A reminder is checked against its switch in the same transaction: turned off (or the account
 * gone) since it was queued, it is cancelled. An SMTP failure leaves it `error` with the time
 * of the next attempt (backoff), or `failed` with the reason after the last attempt.
 */
export async function deliverMail(
  mailId: string,
  config: MailTransportConfig,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const ref = docRef(paths.mail(mailId));
  const claim = await getFirestore().runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data();
    if (!mail || !claimable(mail, now)) {
      logs.mailSkipped(mailId, mail?.status ?? 'missing');
      return null;
    }
    if (mail.reminder && mail.uid) {
      const profile = (await tx.get(docRef(paths.user(mail.uid)))).data();
      if (!profile || profile[reminderSwitch[mail.reminder]] !== true) {
        const reason = profile ? 'reminder switched off' : 'account deleted';
        tx.update(ref, { status: 'cancelled', error: reason, deleteAt: finishedMailDeleteAt() });
        return { cancelled: reason, mail: undefined };
      }
    }
    tx.update(ref, {
      status: 'sending',
      attempts: mail.attempts + 1,
      claimedAt: now.toISOString(),
    });
    return { cancelled: undefined, mail: { ...mail, attempts: mail.attempts + 1 } };
  });
  if (!claim) return 'not-claimed';
  if (claim.cancelled !== undefined) {
    logs.mailCancelled(mailId, claim.cancelled);
    return 'cancelled';
  }

  const { mail } = claim;
  try {
    const info = await transportFor(config.smtpUrl).sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    await ref.update({
      status: 'sent',
      sentAt: new Date().toISOString(),
      deleteAt: finishedMailDeleteAt(),
      messageId: info.messageId,
    });
    logs.mailSent(mailId, mail.template);
    return 'sent';
  } catch (error) {
    const reason = String(error);
    if (mail.attempts >= maxMailAttempts) {
      await ref.update({ status: 'failed', error: reason, deleteAt: finishedMailDeleteAt() });
      logs.mailFailed(mailId, error, mail.attempts, null);
      return 'failed';
    }
    const nextAttemptAt = new Date(now.getTime() + mailRetryDelayMs(mail.attempts)).toISOString();
    await ref.update({ status: 'error', error: reason, nextAttemptAt });
    logs.mailFailed(mailId, error, mail.attempts, nextAttemptAt);
    return 'retry';
  }
}

/**
 * The privacy page keeps a sent e-mail 30 days: once a message is finished (sent, failed or
 * cancelled) its TTL moves from the queue-time backstop to 30 days from now.
 */
function finishedMailDeleteAt(): Timestamp {
  return Timestamp.fromDate(daysAfter(new Date(), sentMailRetentionDays));
}
