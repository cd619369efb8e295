import { adminSendRemindersSchema, type SendRemindersResult } from '@sprout/core';
import { appUrl, region, unsubscribeSecret } from '../config';
import { onCall, parse } from '../lib/callable';
import { runBirthdayReminders } from '../reminders/birthday-reminders-job';
import {
  reminderDeadline,
  reminderTimeoutSeconds,
  stockholmDate,
} from '../reminders/reminder-schedule';
import { requireAdmin } from './admin-access';

/**
 * Email Settings' Send Now for birthday reminders: today's run of the daily job (birthdays 14
 * days from today, Stockholm). Children whose reminder went out already are not sent again.
 */
export const adminSendBirthdayReminders = onCall(
  {
    region,
    secrets: [unsubscribeSecret],
    timeoutSeconds: reminderTimeoutSeconds,
    memory: '512MiB',
  },
  async (request): Promise<SendRemindersResult> => {
    await requireAdmin(request, { session: true });
    const { dryRun = false } = await parse(adminSendRemindersSchema, request.data);
    const result = await runBirthdayReminders({
      date: stockholmDate(new Date()),
      appUrl: appUrl.value(),
      deadline: reminderDeadline(),
      dryRun,
    });
    return {
      ...(dryRun ? { dryRun, sample: result.sample ?? [] } : {}),
      sent: result.queued,
      message: [
        `Birthdays on ${result.birthday}.`,
        result.alreadyQueued > 0 ? `${result.alreadyQueued} reminders had gone out already.` : '',
        result.complete ? '' : 'Stopped at the time limit: Send Now again sends the rest.',
      ]
        .filter(Boolean)
        .join(' '),
    };
  },
);
