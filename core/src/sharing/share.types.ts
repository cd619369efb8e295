import type { StoredTimestamp } from '../stored-timestamp.types';
import type { ChildGender } from '../validation/child.schema';
import type { SpokenAge } from '../growth/age';

/**
 * What someone given access to a child may do (issue 33): a follower reads the child, its
 * measurements and forecast; a guardian also adds, corrects and deletes measurements and edits
 * the child's details. Only the owner deletes the child, manages who has access and sees the
 * share links.
 */
export const accessRoles = ['follower', 'guardian'] as const;
export type AccessRole = (typeof accessRoles)[number];

/** A stored role; documents from before roles existed have none and are followers. */
export function roleOf(data: { role?: AccessRole | null } | undefined): AccessRole {
  return data?.role === 'guardian' ? 'guardian' : 'follower';
}

/** `shares/{token}`: a share link. Written by functions; readable by its owner only. */
export type ShareData = {
  childId: string;
  ownerId: string;
  /** ISO time; the link is expired at or after this instant. */
  expiresAt: string;
  createdAt: string;
  /**
   * The role the link gives (absent: follower). A follower link works for everyone who has it;
   * a guardian invitation works once, and then names who accepted it.
   */
  role?: AccessRole;
  usedBy?: string | null;
  usedAt?: string | null;
};

/**
 * `shareTombstones/{token}`: what is left of a link when its child is deleted, until the link
 * would have expired. No ids of the child or the owner: it only lets the share page tell the
 * link's visitors that the data was removed, where any other token is a wrong guess. Functions only.
 */
export type ShareTombstoneData = {
  /** The link's own expiry (ISO time). */
  expiresAt: string;
  /** When the child was deleted (ISO time). */
  retiredAt: string;
  /** The link's expiry again, as a timestamp: Firestore's TTL policy removes the tombstone then. */
  deleteAt: StoredTimestamp;
};

/**
 * `subscriptions/{childId}_{subscriberId}`: someone with access to a child, as a follower or a
 * guardian (`role`, absent: follower). Written by functions; the rules read the role.
 */
export type SubscriptionData = {
  childId: string;
  subscriberId: string;
  ownerId: string;
  createdAt: string;
  role?: AccessRole;
  /**
   * A guardian's opt-in to this child's reminder e-mails (issue 33; absent: off). Their own
   * season and birthday switches still decide which reminders they get; a follower gets none.
   */
  reminders?: boolean;
};

/** Whether a subscription brings its subscriber the child's reminder e-mails. */
export function remindsSubscriber(data: Pick<SubscriptionData, 'role' | 'reminders'>): boolean {
  return roleOf(data) === 'guardian' && data.reminders === true;
}

/** The one subscription a user can have to a child (subscribing is idempotent). */
export function subscriptionId(childId: string, subscriberId: string): string {
  return `${childId}_${subscriberId}`;
}

/** Why a share call failed, beside the catalogue code (the web shows the spec's message). */
export const shareFailureReasons = [
  'invalid-token-format', // 'Invalid token format'
  'token-expired', // 'Share token has expired'
  'token-invalid', // 'Invalid or expired share token'
  'child-not-found', // 'Child not found'
  'own-child', // the owner cannot follow their own child
  'invitation-used', // a guardian invitation someone else has accepted
] as const;
export type ShareFailureReason = (typeof shareFailureReasons)[number];

export type CreateShareResult = { token: string; expiresAt: string };

/** A measurement as the share page shows it (metric). */
export type SharedMeasurement = {
  measuredAt: string;
  height: number;
  weight: number;
  footLength: number;
};

/**
 * What a share link reveals (getSharedChild): enough for the invitation page, nothing more. No ids
 * of the owner, no other children, no e-mail addresses, and the child's age rather than the birth
 * date (spec: "name, age"): anyone holding the link sees it, follower or not.
 */
export type SharedChildView = {
  childId: string;
  childName: string;
  /** Whole calendar months today (the server's UTC day; core's ageInWholeMonths). */
  ageMonths: number;
  /** The age as the pages write it (core's spokenAge): weeks for a baby, never the birth date. */
  age: SpokenAge;
  /** Whether the child walks yet (core's wearsShoes): no shoe size or shoes before. */
  wearsShoes: boolean;
  gender: ChildGender;
  /** null when the owner has no name on record ('Unknown user'). */
  ownerName: string | null;
  expiresAt: string;
  /** With the child's whole months on the measurement day, for the sizes of that age. */
  latest: (SharedMeasurement & { ageMonths: number }) | null;
  /** Up to the latest 5 heights, oldest first, for the mini chart. */
  heights: { measuredAt: string; height: number }[];
  /** For a signed-in caller: already following, or the owner (who cannot subscribe). */
  subscribed: boolean;
  isOwner: boolean;
  /** What accepting the link gives: follow (read) or record (guardian). */
  role: AccessRole;
};

export type SubscribeResult = {
  childId: string;
  childName: string;
  alreadySubscribed: boolean;
  /** The caller's role now (a guardian invitation makes a follower a guardian). */
  role: AccessRole;
};

export type ShareListItem = {
  token: string;
  childId: string;
  childName: string;
  expiresAt: string;
  createdAt: string;
  subscriberCount: number;
  role: AccessRole;
  /** A guardian invitation already accepted. */
  used: boolean;
};

/** 'Shared With Me': a child the user follows. */
export type SubscriptionListItem = {
  id: string;
  childId: string;
  childName: string;
  ownerName: string | null;
  createdAt: string;
  role: AccessRole;
  /** A guardian's opt-in to the child's reminder e-mails (always false for a follower). */
  reminders: boolean;
};

/** 'My Shares': someone following one of the user's children. */
export type SubscriberListItem = {
  id: string;
  childId: string;
  childName: string;
  subscriberId: string;
  subscriberName: string | null;
  createdAt: string;
  role: AccessRole;
};

export type ListSubscriptionsResult = {
  sharedWithMe: SubscriptionListItem[];
  myShares: SubscriberListItem[];
};

/** Most heights the share page's mini chart shows (spec). */
export const sharedHeightsShown = 5;

const dayMs = 86_400_000;

/** Expiry as the spec shows it: expired at or before now; over 365 days left reads 'No expiration'. */
export function shareExpiry(
  expiresAt: string,
  now: Date = new Date(),
): { expired: boolean; daysLeft: number | null } {
  const left = Date.parse(expiresAt) - now.getTime();
  if (!(left > 0)) return { expired: true, daysLeft: 0 };
  const days = Math.ceil(left / dayMs);
  return { expired: false, daysLeft: days > 365 ? null : days };
}

/** A follower counts as new (Settings, My Shares) for this many days after subscribing. */
export const newFollowerDays = 7;

/** Whether a subscription made at `createdAt` (ISO time) is at most newFollowerDays old. */
export function isNewFollower(createdAt: string, now: Date = new Date()): boolean {
  const age = now.getTime() - Date.parse(createdAt);
  return age >= -dayMs && age <= newFollowerDays * dayMs;
}
