import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { boolean, object, string } from 'yup';
import { authEventTypes, authProviders, paths } from '@sprout/core';
import { region } from '../config';
import { clientIp, isVerifiedCaller, onCall, parse } from '../lib/callable';
import { collectionRef } from '../lib/firestore';
import { logs } from '../logs';
import { enforceRateLimit } from '../lib/rate-limit';
import { authLogRetentionDays, daysAfter } from '../retention/retention-periods';
import { welcomeVerifiedUser } from '../users/welcome';

const payloadSchema = object({
  eventType: string().oneOf(authEventTypes).required(),
  provider: string().oneOf(authProviders).required(),
  success: boolean().required(),
  email: string().trim().lowercase().max(320).optional(),
  errorMessage: string().max(200).optional(),
});

/**
 * Records a sign-in or sign-up attempt in `authLogs` with the address and browser the request
 * came from (read from the request itself, no third-party lookup). Successful events need the
 * signed-in caller and take the e-mail from the token; failed attempts are anonymous and carry
 * the address typed. Clients never wait on it: a failure here must not block anyone. Open to
 * unverified callers (sign-up logs before the address is verified).
 */
export const logAuthEvent = onCall({ region }, async (request) => {
  const payload = await parse(payloadSchema, request.data);
  const uid = request.auth?.uid ?? null;
  if (payload.success && !uid) return { logged: false };
  await enforceRateLimit(request, 'logAuthEvent');
  await collectionRef(paths.authLogs).add({
    userId: uid,
    email: (uid ? request.auth?.token.email : payload.email) ?? null,
    provider: payload.provider,
    eventType: payload.eventType,
    success: payload.success,
    errorMessage: payload.errorMessage ?? null,
    ipAddress: clientIp(request),
    userAgent: String(request.rawRequest.headers['user-agent'] ?? '').slice(0, 300),
    createdAt: FieldValue.serverTimestamp(),
    // Firestore's TTL policy on expireAt (README) removes the entry after 90 days.
    expireAt: Timestamp.fromDate(daysAfter(new Date(), authLogRetentionDays)),
  });
  // The first sign-in with a verified address sends the welcome that waited for it (welcome.ts).
  if (payload.success && uid && isVerifiedCaller(request)) {
    try {
      await welcomeVerifiedUser(uid);
    } catch (error) {
      // The log is written; the next verified sign-in tries the welcome again.
      logs.welcomeFailed(uid, error);
    }
  }
  return { logged: true };
});
