import { paths, shareExpiry, shareTokenSchema, type ShareFailureReason } from '@sprout/core';
import { fail } from '../lib/callable';
import { docRef } from '../lib/firestore';
import type { ErrorCode } from '@sprout/core';

/** The spec's message for each share failure, with its catalogue code. */
const failures: Record<ShareFailureReason, { code: ErrorCode; message: string }> = {
  'invalid-token-format': { code: 'validation/invalid-format', message: 'Invalid token format' },
  'token-expired': { code: 'db/not-found', message: 'Share token has expired' },
  'token-invalid': { code: 'db/not-found', message: 'Invalid or expired share token' },
  'child-not-found': { code: 'db/not-found', message: 'Child not found' },
  'own-child': { code: 'db/constraint-error', message: 'You cannot subscribe to your own child' },
  'invitation-used': {
    code: 'db/constraint-error',
    message: 'This invitation has already been accepted',
  },
};

export function failShare(reason: ShareFailureReason): never {
  const { code, message } = failures[reason];
  fail(code, message, { reason });
}

/** The token in a payload, checked for shape before any read ('Invalid token format'). */
export function tokenOf(data: unknown): string {
  const raw = (data as { token?: unknown } | null)?.token;
  if (typeof raw !== 'string' || !shareTokenSchema.isValidSync(raw)) {
    failShare('invalid-token-format');
  }
  return shareTokenSchema.cast(raw);
}

/**
 * A live share and its child. A token that does not exist answers like any wrong guess; an
 * expired one says so (spec); a share whose child is gone says 'Child not found' (the share page's
 * 'No Data Available'), also once the deleted child's link has become a tombstone.
 */
export async function openShare(token: string, now: Date = new Date()) {
  const share = (await docRef(paths.share(token)).get()).data();
  if (!share) {
    const tombstone = (await docRef(paths.shareTombstone(token)).get()).data();
    if (!tombstone) failShare('token-invalid');
    if (shareExpiry(tombstone.expiresAt, now).expired) failShare('token-expired');
    failShare('child-not-found');
  }
  if (shareExpiry(share.expiresAt, now).expired) failShare('token-expired');
  const childSnap = await docRef(paths.child(share.childId)).get();
  const child = childSnap.data();
  if (!child) failShare('child-not-found');
  return { share, child, childRef: childSnap.ref };
}

/** A user's display name, or null ('Unknown user' on the page). */
export async function nameOf(uid: string): Promise<string | null> {
  const snap = await docRef(paths.user(uid)).get();
  const name: unknown = snap.get('name');
  return typeof name === 'string' && name.trim() ? name : null;
}

/** A child the caller owns, or the spec's permission error (also for a missing child). */
export async function ownedChild(childId: string, uid: string) {
  const snap = await docRef(paths.child(childId)).get();
  const child = snap.data();
  // A missing child and someone else's answer alike, so ids cannot be probed.
  if (!child || child.ownerId !== uid) fail('db/permission-error', 'Not the owner of this child');
  return { child, ref: snap.ref };
}
