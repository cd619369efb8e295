import { onSchedule } from 'firebase-functions/v2/scheduler';
import { appUrl, region, unsubscribeSecret } from '../config';
import { runBirthdayReminders } from './birthday-reminders-job';
import {
  reminderDeadline,
  reminderTimeoutSeconds,
  reminderTimeZone,
  stockholmDate,
} from './reminder-schedule';

/** Daily at 08:00 Stockholm time: reminders for the birthdays 14 days later. Retried like seasonReminders. */
export const birthdayReminders = onSchedule(
  {
    schedule: '0 8 * * *',
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
    const result = await runBirthdayReminders({
      date: stockholmDate(new Date(event.scheduleTime)),
      appUrl: appUrl.value(),
      deadline: reminderDeadline(),
    });
    // Cut short by the time limit: failing makes Cloud Scheduler run it again, and that run
    // goes on past the reminders already queued.
    if (!result.complete) throw new Error('birthday reminders stopped at the time limit; retrying');
  },
);
