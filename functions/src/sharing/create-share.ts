import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  createShareSchema,
  paths,
  shareExpiresAt,
  type CreateShareResult,
  type ShareData,
} from '@sprout/core';
import { region } from '../config';
import { parse, requireUid } from '../lib/callable';
import { ownedChild } from './share-access';

/** A new share link for one of the caller's children: a random uuid v4 token and its expiry. */
export const createShare = onCall({ region }, async (request): Promise<CreateShareResult> => {
  const uid = requireUid(request);
  const { childId, expiresInDays } = await parse(createShareSchema, request.data);
  await ownedChild(childId, uid);
  const now = new Date();
  const token = randomUUID();
  const share: ShareData = {
    childId,
    ownerId: uid,
    expiresAt: shareExpiresAt(expiresInDays ?? null, now).toISOString(),
    createdAt: now.toISOString(),
  };
  await getFirestore().doc(paths.share(token)).create(share);
  return { token, expiresAt: share.expiresAt };
});
