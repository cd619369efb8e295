import { onSchedule } from 'firebase-functions/v2/scheduler';
import { appUrl, region, unsubscribeSecret } from '../config';
import {
  reminderDeadline,
  reminderTimeoutSeconds,
  reminderTimeZone,
  stockholmDate,
} from './reminder-schedule';
import { runSeasonReminders } from './season-reminders-job';

/**
 * 08:00 Stockholm time on Feb 1, May 1, Aug 1 and Nov 1: the season reminders of that day. A
 * failed run is retried by Cloud Scheduler; the outbox ids make the retry queue only what the
 * first attempt did not.
 */
export const seasonReminders = onSchedule(
  {
    schedule: '0 8 1 2,5,8,11 *',
    timeZone: reminderTimeZone,
    region,
    // The e-mails' unsubscribe links are signed with it.
    secrets: [unsubscribeSecret],
    timeoutSeconds: reminderTimeoutSeconds,
    memory: '512MiB',
    retryCount: 3,
    minBackoffSeconds: 60,
  },
  async (event) => {
    const result = await runSeasonReminders({
      date: stockholmDate(new Date(event.scheduleTime)),
      appUrl: appUrl.value(),
      deadline: reminderDeadline(),
    });
    // Cut short by the time limit: failing makes Cloud Scheduler run it again, and that run
    // goes on past the reminders already queued.
    if (!result.complete) throw new Error('season reminders stopped at the time limit; retrying');
  },
);
