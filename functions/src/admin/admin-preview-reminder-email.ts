import type { ReminderPreview } from '@sprout/core';
import { appUrl, region, unsubscribeSecret } from '../config';
import { onCall } from '../lib/callable';
import { requireAdmin } from './admin-access';
import { parseReminderSample, renderSample } from './admin-reminder-emails';

/** Email Settings' preview of a test reminder: the real template with sample data. */
export const adminPreviewReminderEmail = onCall(
  { region, secrets: [unsubscribeSecret] },
  async (request): Promise<ReminderPreview> => {
    const caller = await requireAdmin(request, { session: true });
    const sample = await parseReminderSample(request.data, false);
    const { subject, html, text } = await renderSample(
      sample,
      { uid: caller.uid, name: caller.email?.split('@')[0] ?? 'Sprout' },
      appUrl.value(),
    );
    return { subject, html, text };
  },
);
