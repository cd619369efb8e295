import { type ListSubscriptionsResult, paths, remindsSubscriber, roleOf } from '@sprout/core';
import { region } from '../config';
import { onCall, requireUid } from '../lib/callable';
import { collectionRef, docRef } from '../lib/firestore';
import { nameOf } from './share-access';

/**
 * Both directions of following, newest first: the children shared with the caller ('Shared With
 * Me') and the people who follow the caller's children ('My Shares').
 */
export const listSubscriptions = onCall(
  { region },
  async (request): Promise<ListSubscriptionsResult> => {
    const uid = requireUid(request);
    const subscriptions = collectionRef(paths.subscriptions);
    const [mine, toMine] = await Promise.all([
      subscriptions.where('subscriberId', '==', uid).get(),
      subscriptions.where('ownerId', '==', uid).get(),
    ]);
    const names = new Map<string, string | null>();
    const childNames = new Map<string, string>();
    const userName = async (id: string) => {
      if (!names.has(id)) names.set(id, await nameOf(id));
      return names.get(id) ?? null;
    };
    const childName = async (id: string) => {
      if (!childNames.has(id)) {
        const name: unknown = (await docRef(paths.child(id)).get()).get('name');
        childNames.set(id, typeof name === 'string' ? name : '');
      }
      return childNames.get(id) ?? '';
    };
    const newestFirst = <T extends { createdAt: string }>(items: T[]) =>
      items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const sharedWithMe = await Promise.all(
      mine.docs.map(async (doc) => {
        const s = doc.data();
        return {
          id: doc.id,
          childId: s.childId,
          childName: await childName(s.childId),
          ownerName: await userName(s.ownerId),
          createdAt: s.createdAt,
          role: roleOf(s),
          reminders: remindsSubscriber(s),
        };
      }),
    );
    const myShares = await Promise.all(
      toMine.docs.map(async (doc) => {
        const s = doc.data();
        return {
          id: doc.id,
          childId: s.childId,
          childName: await childName(s.childId),
          subscriberId: s.subscriberId,
          subscriberName: await userName(s.subscriberId),
          createdAt: s.createdAt,
          role: roleOf(s),
        };
      }),
    );
    return { sharedWithMe: newestFirst(sharedWithMe), myShares: newestFirst(myShares) };
  },
);
