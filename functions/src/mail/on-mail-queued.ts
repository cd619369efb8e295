import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { createTransport } from 'nodemailer';
import { collections } from '@sprout/core';
import { mailFrom, region, smtpUrl } from '../config';
import { converter } from '../lib/firestore';
import { logs } from '../logs';

/**
 * Sends each outbox message once. The message is claimed in a transaction
 * (pending -> sending) before anything goes out, so a redelivered event or a
 * retry finds it claimed and sends nothing.
 */
export const onMailQueued = onDocumentCreated(
  { document: `${collections.mail}/{mailId}`, region, secrets: [smtpUrl] },
  async (event) => {
    const ref = event.data?.ref.withConverter(converter<'mail'>());
    if (!ref) return;
    const db = getFirestore();
    const claimed = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const mail = snapshot.data();
      if (!mail || mail.status !== 'pending') {
        logs.mailSkipped(ref.id, mail?.status ?? 'missing');
        return null;
      }
      tx.update(ref, { status: 'sending', attempts: mail.attempts + 1 });
      return mail;
    });
    if (!claimed) return;

    try {
      const transport = createTransport(smtpUrl.value());
      const info = await transport.sendMail({
        from: mailFrom.value(),
        to: claimed.to,
        subject: claimed.subject,
        text: claimed.text,
        html: claimed.html,
      });
      await ref.update({
        status: 'sent',
        sentAt: new Date().toISOString(),
        messageId: info.messageId,
      });
      logs.mailSent(ref.id, claimed.template);
    } catch (error) {
      await ref.update({ status: 'error', error: String(error) });
      logs.mailFailed(ref.id, error);
    }
  },
);
