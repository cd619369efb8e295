import type { StoredTimestamp } from '../stored-timestamp.types';

/**
 * Calls per window (a minute unless `rateLimitWindows` says otherwise) and caller of the public
 * or cheap-to-abuse callables (a signed-in caller by uid, anyone else by address). Far above what
 * a person does in the app (a page of recommendations per scroll, a share page per visit), low
 * enough that a script is stopped.
 */
export const rateLimits = {
  logAuthEvent: 20,
  getSharedChild: 30,
  getRecommendations: 60,
  subscribe: 20,
  createShare: 10,
  // Per hour: an export reads every document of the account, and a person needs one.
  exportMyData: 5,
} as const;

export type RateLimitedCallable = keyof typeof rateLimits;

/** The window the limits count in: a fixed minute starting at the first call. */
export const rateLimitWindowMs = 60_000;

/** Callables counted over a longer fixed window than the minute. */
export const rateLimitWindows: Partial<Record<RateLimitedCallable, number>> = {
  exportMyData: 3_600_000,
};

/** The window `callable`'s calls are counted in, in milliseconds. */
export function rateLimitWindowFor(callable: RateLimitedCallable): number {
  return rateLimitWindows[callable] ?? rateLimitWindowMs;
}

/** Who is counted: `uid:<uid>` or `ip:<address>`. */
export type RateLimitSubject = `uid:${string}` | `ip:${string}`;

/**
 * The counter document's id for a callable and caller. Readable, and safe whatever the subject
 * holds: anything but letters, digits, '.', ':', '-' and '_' becomes '_', so no '/' can make it a
 * path, and the length is bounded.
 */
export function rateLimitId(callable: RateLimitedCallable, subject: RateLimitSubject): string {
  return `${callable}_${subject.replace(/[^A-Za-z0-9.:_-]/g, '_').slice(0, 300)}`;
}

/** A counter (`rateLimits/{id}`), server-only. A Firestore TTL policy on `expiresAt` removes it. */
export type RateLimitData = {
  callable: RateLimitedCallable;
  /** Milliseconds since the epoch when the current window began. */
  windowStart: number;
  count: number;
  expiresAt: StoredTimestamp;
};
