import type { ReminderType } from '@sprout/core';
import { unsubscribeMailbox, unsubscribeSecret, unsubscribeUrl } from '../../config';
import type { UnsubscribeLinks } from '../templates/reminder-template.types';
import { buildUnsubscribeLinks } from './unsubscribe-signature';

/**
 * The unsubscribe links of one user's reminder type, for the templates' `unsubscribe` field.
 * Reads the UNSUBSCRIBE_SECRET secret: a function that calls this must list `unsubscribeSecret`
 * in its `secrets` option (else the secret is empty and this throws).
 */
export function unsubscribeLinks(uid: string, type: ReminderType): UnsubscribeLinks {
  return buildUnsubscribeLinks(
    {
      secret: unsubscribeSecret.value(),
      url: unsubscribeUrl.value(),
      mailbox: unsubscribeMailbox.value(),
    },
    uid,
    type,
  );
}
