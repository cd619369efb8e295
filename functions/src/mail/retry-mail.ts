import { onSchedule } from 'firebase-functions/v2/scheduler';
import { mailFrom, region, smtpUrl } from '../config';
import { sweepOutbox } from './sweep-outbox';

/** Every 5 minutes: retries failed sends whose backoff has passed (sweepOutbox). */
export const retryMail = onSchedule(
  { schedule: 'every 5 minutes', region, secrets: [smtpUrl], timeoutSeconds: 300, maxInstances: 1 },
  async (event) => {
    await sweepOutbox(
      { smtpUrl: smtpUrl.value(), from: mailFrom.value() },
      new Date(event.scheduleTime),
    );
  },
);
