import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { collections } from '@sprout/core';
import { appUrl, region } from '../config';
import { triggerData } from '../lib/firestore';
import { logs } from '../logs';
import { queueMail } from '../mail/queue-mail';
import { renderWelcomeEmail } from './welcome-email';

/** A new profile (first sign-in) queues the welcome e-mail in the user's language, once. */
export const onUserProfileCreated = onDocumentCreated(
  { document: `${collections.users}/{uid}`, region },
  async (event) => {
    const profile = triggerData<'user'>(event.data);
    if (!profile?.email) return;
    const uid = event.params.uid;
    const queued = await queueMail(`welcome-${uid}`, {
      to: profile.email,
      template: 'welcome',
      ...renderWelcomeEmail({
        name: profile.name,
        language: profile.language,
        appUrl: appUrl.value(),
      }),
    });
    if (queued) logs.welcomeQueued(uid);
    else logs.welcomeAlreadyQueued(uid);
  },
);
