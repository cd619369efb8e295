import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReminderType } from '@sprout/core';
import type { UnsubscribeLinks } from '../templates/reminder-template.types';

/**
 * Signed unsubscribe links: HMAC-SHA256 over (uid, type) with a server secret, so a link turns off
 * exactly one reminder type of exactly one user, and nobody can make one for another user or type.
 * The signed text is a JSON array, so no uid can be crafted to collide with another (uid, type).
 */

/** The shortest secret accepted: an empty or short secret would make every signature guessable. */
export const minSecretLength = 32;

/** A base64url SHA-256 HMAC is 43 characters. */
export const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

function assertSecret(secret: string) {
  if (secret.length < minSecretLength) {
    throw new Error(
      `UNSUBSCRIBE_SECRET must be at least ${minSecretLength} characters (functions/.secret.local, or firebase functions:secrets:set)`,
    );
  }
}

export function signUnsubscribe(secret: string, uid: string, type: ReminderType): string {
  assertSecret(secret);
  return createHmac('sha256', secret)
    .update(JSON.stringify(['sprout-unsubscribe', 1, uid, type]))
    .digest('base64url');
}

/** True when `signature` is this (uid, type)'s; compared in constant time. */
export function verifyUnsubscribe(
  secret: string,
  uid: string,
  type: ReminderType,
  signature: string,
): boolean {
  if (!signaturePattern.test(signature)) return false;
  const expected = Buffer.from(signUnsubscribe(secret, uid, type));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type UnsubscribeSettings = {
  secret: string;
  /** The endpoint's address (UNSUBSCRIBE_URL): the hosting rewrite /unsubscribe, or the emulator's. */
  url: string;
  /** The mailbox of the mailto link (UNSUBSCRIBE_EMAIL). */
  mailbox: string;
};

/** Both links of one (uid, type): the https one-click link and the mailto fallback. */
export function buildUnsubscribeLinks(
  settings: UnsubscribeSettings,
  uid: string,
  type: ReminderType,
): UnsubscribeLinks {
  const sig = signUnsubscribe(settings.secret, uid, type);
  const url = new URL(settings.url);
  url.searchParams.set('uid', uid);
  url.searchParams.set('type', type);
  url.searchParams.set('sig', sig);
  const subject = encodeURIComponent(`unsubscribe ${type} ${uid} ${sig}`);
  return { https: url.toString(), mailto: `mailto:${settings.mailbox}?subject=${subject}` };
}
