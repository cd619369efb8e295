import { randomUUID } from 'node:crypto';
import { testEmailSchema } from '@sprout/core';
import { appUrl, region } from '../config';
import { onCall, parse } from '../lib/callable';
import { queueMail } from '../mail/queue-mail';
import { renderWelcomeEmail } from '../users/welcome-email';
import { requireAdmin } from './admin-access';

/**
 * Email Settings' welcome e-mail test (spec section 7, send-welcome-email): the real welcome
 * e-mail, in English, to the address typed, greeting the part before the at-sign. It goes
 * through the outbox like every e-mail, under an id of its own, so each Send Test sends one.
 */
export const adminSendWelcomeEmail = onCall(
  { region },
  async (request): Promise<{ queued: true }> => {
    await requireAdmin(request, { session: true });
    const { email } = await parse(testEmailSchema, request.data);
    await queueMail(`welcome-test-${randomUUID()}`, {
      to: email,
      template: 'welcome-test',
      ...renderWelcomeEmail({
        name: email.split('@')[0] ?? email,
        language: 'en',
        appUrl: appUrl.value(),
      }),
    });
    return { queued: true };
  },
);
