import type { ReminderTestResult } from '@sprout/core';
import { appUrl, region, unsubscribeSecret } from '../config';
import { onCall } from '../lib/callable';
import { queueMail } from '../mail/queue-mail';
import { requireAdmin } from './admin-access';
import { parseReminderSample, renderSample, testMailId } from './admin-reminder-emails';

/**
 * Email Settings' test reminder: the previewed e-mail, sent to the address typed (greeting the
 * part before the at-sign, like the welcome test) through the outbox under an id of its own.
 */
export const adminSendReminderTestEmail = onCall(
  { region, secrets: [unsubscribeSecret] },
  async (request): Promise<ReminderTestResult> => {
    const caller = await requireAdmin(request, { session: true });
    const { email, ...sample } = await parseReminderSample(request.data, true);
    const to = email ?? '';
    const rendered = await renderSample(
      sample,
      { uid: caller.uid, name: to.split('@')[0] ?? to },
      appUrl.value(),
    );
    await queueMail(testMailId(sample.type), {
      to,
      template: `${sample.type}-reminder-test`,
      ...rendered,
    });
    return { queued: true };
  },
);
