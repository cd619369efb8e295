import { getAuth } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { fail, requireUid } from '../lib/callable';

const expired = 'Your session has expired, please sign in again';

/** How old a sign-in may be for an irreversible step (account deletion). */
export const recentSignInSeconds = 5 * 60;

/** Whether a token's `auth_time` (seconds) lies within the last five minutes of `now`. */
export function isRecentSignIn(authTime: unknown, now: Date): boolean {
  if (typeof authTime !== 'number') return false;
  return now.getTime() / 1000 - authTime <= recentSignInSeconds;
}

/** The raw ID token the callable came with (the SDK sends it as a bearer token). */
function bearerToken(request: CallableRequest): string | null {
  const header = request.rawRequest.headers.authorization;
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The caller's uid, if their account still exists, their session was not revoked (the token is
 * checked again with `checkRevoked`, which the callable's own check skips) and they signed in
 * within the last five minutes. Otherwise the spec's 'User not found' or
 * 'Your session has expired, please sign in again'.
 */
export async function requireRecentSignIn(
  request: CallableRequest,
  now: Date = new Date(),
): Promise<string> {
  const uid = requireUid(request);
  const token = bearerToken(request);
  if (!token) fail('auth/session-expired', expired);
  let signedInAs: string;
  try {
    signedInAs = (await getAuth().verifyIdToken(token, true)).uid;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/user-not-found') fail('auth/user-not-found', 'User not found');
    // Revoked, disabled, expired or malformed: the caller signs in again.
    if (code.startsWith('auth/')) fail('auth/session-expired', expired);
    fail('api/server-error', 'Server error, please try again later');
  }
  if (signedInAs !== uid) fail('auth/session-expired', expired);
  if (!isRecentSignIn(request.auth?.token.auth_time, now)) {
    fail('auth/session-expired', expired);
  }
  return uid;
}
