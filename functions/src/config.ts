import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * Everything the functions read from their environment. Locally the emulator
 * loads functions/.env.local and functions/.secret.local (the SMTP sink);
 * in production `firebase functions:secrets:set SMTP_URL` and functions/.env.<project>.
 */
export const smtpUrl = defineSecret('SMTP_URL');
export const mailFrom = defineString('MAIL_FROM', { default: 'Sprout <hello@sprout.example>' });
export const appUrl = defineString('APP_URL', { default: 'http://127.0.0.1:5173' });
export const region = 'europe-west1';

/**
 * Reminder unsubscribe links (functions/src/reminders/unsubscribe): the HMAC key (a secret, like
 * SMTP_URL; at least 32 characters), the endpoint's public address and the mailto mailbox. In
 * production UNSUBSCRIBE_URL is the hosting rewrite `https://<your domain>/unsubscribe`.
 */
export const unsubscribeSecret = defineSecret('UNSUBSCRIBE_SECRET');
export const unsubscribeUrl = defineString('UNSUBSCRIBE_URL', {
  default: `http://127.0.0.1:5001/demo-sprout/${region}/reminderUnsubscribe`,
});
export const unsubscribeMailbox = defineString('UNSUBSCRIBE_EMAIL', {
  default: 'unsubscribe@sprout.example',
});

/**
 * Whether callables refuse requests without a valid App Check token (firebase-functions'
 * `enforceAppCheck`, set on every callable by lib/callable.ts). Decided once, when the code
 * loads (each callable's request handler is made with it then): on the emulators
 * (`FUNCTIONS_EMULATOR`) never, since emulator builds of the app carry no App Check token; in
 * production always, unless `ENFORCE_APP_CHECK=false` in functions/.env.<project> turns it off
 * while the App Check metrics are watched before enforcing (README, App Check).
 */
export function appCheckEnforced(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.FUNCTIONS_EMULATOR === 'true') return false;
  return env.ENFORCE_APP_CHECK?.trim().toLowerCase() !== 'false';
}

export const enforceAppCheck = appCheckEnforced(process.env);
