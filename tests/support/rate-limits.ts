import {
  paths,
  rateLimitId,
  rateLimits,
  rateLimitWindowFor,
  type RateLimitedCallable,
  type RateLimitSubject,
} from '@sprout/core';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { projectId } from './emulators';
import { functionsRegion } from './client';

/**
 * Forgets the calls counted for this machine's address (every signed-out web-SDK client of the
 * suites is 127.0.0.1), so suites that call the limited callables signed out many times do not
 * use up each other's minute. Counters of other addresses and of users stay.
 */
export async function resetLocalRateLimits() {
  const db = adminDb();
  await Promise.all(
    Object.keys(rateLimits).map((callable) =>
      db
        .doc(paths.rateLimit(rateLimitId(callable as RateLimitedCallable, 'ip:127.0.0.1')))
        .delete(),
    ),
  );
}

/** Sets a caller's counter as if `count` calls had been made `agoMs` ago. */
export async function storeCounter(
  callable: RateLimitedCallable,
  subject: RateLimitSubject,
  count: number,
  agoMs = 0,
) {
  const windowStart = Date.now() - agoMs;
  await adminDb()
    .doc(paths.rateLimit(rateLimitId(callable, subject)))
    .set({
      callable,
      windowStart,
      count,
      expiresAt: Timestamp.fromMillis(windowStart + rateLimitWindowFor(callable)),
    });
}

/** The stored counter of a caller, if any. */
export async function storedCounter(callable: RateLimitedCallable, subject: RateLimitSubject) {
  return (
    await adminDb()
      .doc(paths.rateLimit(rateLimitId(callable, subject)))
      .get()
  ).data();
}

/** A unique documentation address (RFC 5737), so each test counts on its own. */
let next = 0;
export const uniqueIp = () => `198.51.${Math.floor(Math.random() * 200)}.${(++next % 250) + 1}`;

/**
 * Calls a function over HTTP as the browser does through Google's front end: that front end
 * appends the address it saw to X-Forwarded-For, so `ip` comes last (after `spoofed`, which a
 * client could send). Answers the callable protocol's body and the HTTP status.
 */
export async function callFrom(
  name: string,
  data: unknown,
  { ip, spoofed, idToken }: { ip: string; spoofed?: string; idToken?: string },
) {
  const res = await fetch(`http://127.0.0.1:5001/${projectId}/${functionsRegion}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': spoofed ? `${spoofed}, ${ip}` : ip,
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as {
    result?: unknown;
    error?: { status: string; message: string; details?: { code?: string } };
  };
  return { status: res.status, ...body };
}

/** Forgets every counter of one caller (`uid:...` or `ip:...`), so the next call is counted afresh. */
export async function resetRateLimitsOf(subject: RateLimitSubject) {
  const db = adminDb();
  await Promise.all(
    Object.keys(rateLimits).map((callable) =>
      db.doc(paths.rateLimit(rateLimitId(callable as RateLimitedCallable, subject))).delete(),
    ),
  );
}
