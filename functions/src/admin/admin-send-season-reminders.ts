import { adminSendRemindersSchema, type SendRemindersResult } from '@sprout/core';
import { appUrl, region, unsubscribeSecret } from '../config';
import { onCall, parse } from '../lib/callable';
import {
  reminderDeadline,
  reminderTimeoutSeconds,
  stockholmDate,
} from '../reminders/reminder-schedule';
import { runSeasonReminders, type SeasonJobResult } from '../reminders/season-reminders-job';
import { requireAdmin } from './admin-access';

/**
 * Email Settings' Send Now for season reminders: the scheduled job, for today (Stockholm).
 * On a reminder day it is exactly that day's run. On any other day it sends the coming season's
 * reminder (comingSeason) rather than nothing: an admin pressing Send Now wants e-mails to go,
 * and because the outbox id names the season, parents who had this season's reminder (from the
 * schedule or an earlier Send Now) get nothing twice. The message says which seasons went out.
 */
export const adminSendSeasonReminders = onCall(
  {
    region,
    secrets: [unsubscribeSecret],
    timeoutSeconds: reminderTimeoutSeconds,
    memory: '512MiB',
  },
  async (request): Promise<SendRemindersResult> => {
    await requireAdmin(request, { session: true });
    const { dryRun = false } = await parse(adminSendRemindersSchema, request.data);
    const result = await runSeasonReminders({
      date: stockholmDate(new Date()),
      appUrl: appUrl.value(),
      deadline: reminderDeadline(),
      dryRun,
      anyDay: true,
    });
    return {
      sent: result.queued,
      message: seasonMessage(result),
      ...(dryRun ? { dryRun, sample: result.sample ?? [] } : {}),
    };
  },
);

export function seasonMessage(result: SeasonJobResult): string {
  const { seasons } = result;
  const which = seasons
    ? `northern hemisphere ${seasons.northern.season} ${seasons.northern.year}, southern hemisphere ${seasons.southern.season} ${seasons.southern.year}`
    : 'none';
  return [
    `Season: ${which}.`,
    result.alreadyQueued > 0 ? `${result.alreadyQueued} parents already had this reminder.` : '',
    result.complete ? '' : 'Stopped at the time limit: Send Now again sends the rest.',
  ]
    .filter(Boolean)
    .join(' ');
}
