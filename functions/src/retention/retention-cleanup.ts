import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { region } from '../config';
import { cleanUpRetention } from './clean-up-retention';

/**
 * Daily: deletes sign-in logs older than 90 days, e-mails sent more than 30 days ago and admin
 * action log entries older than a year.
 */
export const retentionCleanup = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'UTC', region, timeoutSeconds: 540, maxInstances: 1 },
  async (event) => {
    const deleted = await cleanUpRetention(getFirestore(), new Date(event.scheduleTime));
    logger.info('Retention cleanup', deleted);
  },
);
