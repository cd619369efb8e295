import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  paths,
  rateLimitId,
  rateLimits,
  rateLimitWindowFor,
  type RateLimitData,
  type RateLimitedCallable,
  type RateLimitSubject,
} from '@sprout/core';
import { fail } from './callable';
import { callerIp } from './client-ip';
import { docRef } from './firestore';

/** Who a call counts for: the signed-in user, else the address the platform saw. */
export function rateLimitSubject(request: CallableRequest): RateLimitSubject {
  const uid = request.auth?.uid;
  return uid ? `uid:${uid}` : `ip:${callerIp(request) ?? 'unknown'}`;
}

/**
 * Counts one call of `callable` by `subject` in a fixed window, in a transaction (concurrent calls
 * cannot both take the last slot). False when the window's calls are used up; a refused call does
 * not count. `now`, `limit` and `windowMs` are parameters so tests can move the clock.
 */
export async function takeCall(
  callable: RateLimitedCallable,
  subject: RateLimitSubject,
  now: number = Date.now(),
  limit: number = rateLimits[callable],
  windowMs: number = rateLimitWindowFor(callable),
): Promise<boolean> {
  const ref = docRef(paths.rateLimit(rateLimitId(callable, subject)));
  return getFirestore().runTransaction(async (tx) => {
    const counter = (await tx.get(ref)).data();
    const open = counter && now >= counter.windowStart && now < counter.windowStart + windowMs;
    if (open && counter.count >= limit) return false;
    const windowStart = open ? counter.windowStart : now;
    const next: RateLimitData = {
      callable,
      windowStart,
      count: open ? counter.count + 1 : 1,
      // The TTL policy removes a counter once its window is over (firestore.indexes.json).
      expiresAt: Timestamp.fromMillis(windowStart + windowMs),
    };
    tx.set(ref, next);
    return true;
  });
}

/** Counts the call, or refuses it with the spec's 'Too many requests, please try again later'. */
export async function enforceRateLimit(
  request: CallableRequest,
  callable: RateLimitedCallable,
): Promise<void> {
  if (!(await takeCall(callable, rateLimitSubject(request)))) {
    fail('api/rate-limit', 'Too many requests, please try again later');
  }
}
