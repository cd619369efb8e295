import { randomUUID } from 'node:crypto';
import {
  createShareSchema,
  paths,
  shareExpiresAt,
  type CreateShareResult,
  type ShareData,
} from '@sprout/core';
import { region } from '../config';
import { fail, onCall, parse, requireVerifiedUid } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';
import { enforceRateLimit } from '../lib/rate-limit';
import { ownedChild } from './share-access';

export const maxSharesPerOwner = 100;

/**
 * A new share link for one of the caller's children: a random uuid v4 token and its expiry. With
 * `role: 'guardian'` it is an invitation to record (issue 33), which works once.
 */
export const createShare = onCall({ region }, async (request): Promise<CreateShareResult> => {
  const uid = requireVerifiedUid(request);
  const { childId, expiresInDays, role } = await parse(createShareSchema, request.data);
  await enforceRateLimit(request, 'createShare');
  await ownedChild(childId, uid);
  const existing = await collectionRef(paths.shares).where('ownerId', '==', uid).count().get();
  // A bound on stored links per owner: enough for every relative, not for a script.
  if (existing.data().count >= maxSharesPerOwner) {
    fail('api/rate-limit', 'Too many share links; delete some in Settings');
  }
  const now = new Date();
  const token = randomUUID();
  const share: ShareData = {
    childId,
    ownerId: uid,
    expiresAt: shareExpiresAt(expiresInDays ?? null, now).toISOString(),
    createdAt: now.toISOString(),
    // A guardian invitation is single-use: subscribe records who accepted it.
    ...(role === 'guardian' ? { role, usedBy: null, usedAt: null } : {}),
  };
  await docRef(paths.share(token)).create(share);
  return { token, expiresAt: share.expiresAt };
});
