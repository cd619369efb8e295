import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { collections } from '@sprout/core';
import { region } from '../config';
import { triggerData } from '../lib/firestore';
import { welcomeNewProfile } from './welcome';

/**
 * A new profile (sign-up): the welcome e-mail in the user's language, once, as soon as the
 * address is verified (at once for Google sign-ups; e-mail sign-ups at their first verified
 * sign-in, see welcome.ts).
 */
export const onUserProfileCreated = onDocumentCreated(
  { document: `${collections.users}/{uid}`, region },
  async (event) => {
    const profile = triggerData<'user'>(event.data);
    if (!profile?.email) return;
    await welcomeNewProfile(event.params.uid, profile);
  },
);
