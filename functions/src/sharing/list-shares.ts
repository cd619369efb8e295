import { paths, roleOf, type ShareListItem } from '@sprout/core';
import { region } from '../config';
import { onCall, requireUid } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';

/**
 * The caller's share links, newest first, with each child's name and number of followers, the
 * role each link gives and whether a guardian invitation was accepted.
 */
export const listShares = onCall({ region }, async (request): Promise<ShareListItem[]> => {
  const uid = requireUid(request);
  const snap = await collectionRef(paths.shares).where('ownerId', '==', uid).get();
  const shares = snap.docs.map((doc) => ({ token: doc.id, ...doc.data() }));
  const childIds = [...new Set(shares.map((s) => s.childId))];
  const details = new Map(
    await Promise.all(
      childIds.map(async (childId) => {
        const [child, followers] = await Promise.all([
          docRef(paths.child(childId)).get(),
          collectionRef(paths.subscriptions)
            .where('childId', '==', childId)
            .where('ownerId', '==', uid)
            .count()
            .get(),
        ]);
        const name: unknown = child.get('name');
        return [
          childId,
          { childName: typeof name === 'string' ? name : '', count: followers.data().count },
        ] as const;
      }),
    ),
  );
  return shares
    .map((share) => ({
      token: share.token,
      childId: share.childId,
      childName: details.get(share.childId)?.childName ?? '',
      expiresAt: share.expiresAt,
      createdAt: share.createdAt,
      subscriberCount: details.get(share.childId)?.count ?? 0,
      role: roleOf(share),
      used: Boolean(share.usedBy),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
});
