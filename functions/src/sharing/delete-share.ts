import { paths } from '@sprout/core';
import { region } from '../config';
import { fail, onCall, requireVerifiedUid } from '../lib/callable';
import { docRef } from '../lib/firestore';
import { tokenOf } from './share-access';

/**
 * Deletes one of the caller's share links: nobody can open or subscribe through it any more.
 * People who already follow the child keep following until removed (Settings, My Shares).
 */
export const deleteShare = onCall({ region }, async (request) => {
  const uid = requireVerifiedUid(request);
  const token = tokenOf(request.data);
  const ref = docRef(paths.share(token));
  const snap = await ref.get();
  // Someone else's token and no token at all look the same.
  if (!snap.exists || snap.get('ownerId') !== uid) fail('db/not-found', 'Share not found');
  await ref.delete();
  return { deleted: true };
});
