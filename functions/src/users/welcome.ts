import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { paths, type UserProfile } from '@sprout/core';
import { appUrl } from '../config';
import { docRef } from '../lib/firestore';
import { logs } from '../logs';
import { outboxDocument, type QueuedMessage } from '../mail/queue-mail';
import { renderWelcomeEmail } from './welcome-email';

/** The outbox id of a user's welcome: one per account, so it is queued at most once. */
export const welcomeMailId = (uid: string) => `welcome-${uid}`;

function welcomeMessage(uid: string, profile: UserProfile): QueuedMessage {
  return {
    to: profile.email,
    template: 'welcome',
    uid,
    ...renderWelcomeEmail({
      name: profile.name,
      language: profile.language,
      appUrl: appUrl.value(),
    }),
  };
}

/**
 * A new profile: welcomed now if the address is verified (Google sign-ups), otherwise marked as
 * waiting (`users/{uid}/private/welcome`) until a verified sign-in (`welcomeVerifiedUser`).
 * Unverified addresses get no mail from Sprout but Firebase's verification link.
 */
export async function welcomeNewProfile(uid: string, profile: UserProfile): Promise<void> {
  if (await addressVerified(uid)) {
    await queueWelcome(uid, profile, { pending: false });
    return;
  }
  // Only while the profile exists: an account deleted meanwhile leaves no mark behind.
  const marked = await getFirestore().runTransaction(async (tx) => {
    if (!(await tx.get(docRef(paths.user(uid)))).exists) return false;
    tx.set(docRef(paths.welcomePending(uid)), { pendingSince: new Date().toISOString() });
    return true;
  });
  if (!marked) return;
  logs.welcomeHeld(uid);
  // Verified while this ran (and signed in before the mark existed): welcome now, not at the
  // next sign-in. The transaction makes sure only one of the two queues it.
  if (await addressVerified(uid)) await welcomeVerifiedUser(uid);
}

/**
 * A verified sign-in (logAuthEvent, with `email_verified` in the caller's token): queues the
 * welcome of a profile that has been waiting for it, once. Profiles without the mark were
 * welcomed when they were created (or before welcomes waited for verification).
 */
export async function welcomeVerifiedUser(uid: string): Promise<boolean> {
  const profile = (await docRef(paths.user(uid)).get()).data();
  if (!profile?.email) return false;
  return queueWelcome(uid, profile, { pending: true });
}

async function addressVerified(uid: string): Promise<boolean> {
  try {
    return (await getAuth().getUser(uid)).emailVerified;
  } catch (error) {
    // An account deleted since: no welcome.
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * Creates the outbox message `welcome-{uid}` (onMailQueued sends it) in one transaction with the
 * waiting mark: with `pending`, only while the mark exists, and the mark goes with it. An
 * existing message is never replaced, so a retried trigger or a second sign-in sends nothing.
 */
async function queueWelcome(
  uid: string,
  profile: UserProfile,
  { pending }: { pending: boolean },
): Promise<boolean> {
  const mark = docRef(paths.welcomePending(uid));
  const mail = docRef(paths.mail(welcomeMailId(uid)));
  const queued = await getFirestore().runTransaction(async (tx) => {
    const [markSnap, mailSnap] = await Promise.all([tx.get(mark), tx.get(mail)]);
    if (pending && !markSnap.exists) return false;
    if (markSnap.exists) tx.delete(mark);
    if (mailSnap.exists) return false;
    tx.create(mail, outboxDocument(welcomeMessage(uid, profile)));
    return true;
  });
  if (queued) logs.welcomeQueued(uid);
  else if (!pending) logs.welcomeAlreadyQueued(uid);
  return queued;
}
