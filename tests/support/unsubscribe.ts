import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReminderType } from '@sprout/core';
import { buildUnsubscribeLinks } from '../../functions/src/reminders/unsubscribe/unsubscribe-signature';
import type { UnsubscribeLinks } from '../../functions/src/reminders/templates/reminder-template.types';

/** KEY=value lines of a dotenv file of the functions (the values the emulator loads). */
function functionsEnv(file: '.env.local' | '.secret.local'): Record<string, string> {
  const text = readFileSync(
    fileURLToPath(new URL(`../../functions/${file}`, import.meta.url)),
    'utf8',
  );
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

/** The unsubscribe links the emulator's functions would sign for (uid, type). */
export function emulatorUnsubscribeLinks(uid: string, type: ReminderType): UnsubscribeLinks {
  const env = functionsEnv('.env.local');
  const secret = functionsEnv('.secret.local').UNSUBSCRIBE_SECRET;
  if (!secret || !env.UNSUBSCRIBE_URL || !env.UNSUBSCRIBE_EMAIL) {
    throw new Error('functions/.env.local and .secret.local must set the UNSUBSCRIBE_* values');
  }
  return buildUnsubscribeLinks(
    { secret, url: env.UNSUBSCRIBE_URL, mailbox: env.UNSUBSCRIBE_EMAIL },
    uid,
    type,
  );
}
