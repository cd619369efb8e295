import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { collections } from '@sprout/core';
import { mailFrom, region, smtpUrl } from '../config';
import { deliverMail } from './deliver-mail';

/**
 * Sends each outbox message once (deliverMail claims it first). The send rate is limited here:
 * at most 10 instances with one message each, so at most 10 SMTP sends are in flight however many
 * reminders a job queues; events beyond that wait in Eventarc's queue, and a message whose event
 * is lost is picked up by the retry sweep (retryMail).
 */
export const onMailQueued = onDocumentCreated(
  {
    document: `${collections.mail}/{mailId}`,
    region,
    secrets: [smtpUrl],
    maxInstances: 10,
    concurrency: 1,
  },
  async (event) => {
    await deliverMail(event.params.mailId, { smtpUrl: smtpUrl.value(), from: mailFrom.value() });
  },
);
