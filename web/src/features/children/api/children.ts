import { paths, type AddChildInput, type Child, type ChildData } from '@sprout/core';
import { listenLive, loadFirestore, serverAnswer, type Unsubscribe } from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';
import type { Draft } from '../../../lib/draft';
import { queuedWrite, type WriteOutcome } from '../../../lib/outbox';

/** The children the user may see (own and shared), oldest first, kept live. */
export function watchChildren(
  uid: string,
  onData: (children: Child[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLive(
    ({ sdk, collectionRef }) =>
      sdk.query(collectionRef(paths.children), sdk.where('viewerIds', 'array-contains', uid)),
    (snap) => {
      const children = snap.docs.map(withId);
      return children.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    onData,
    onError,
    { cacheKey: 'children' },
  );
}

/**
 * Creates the draft's child, listed in the account's index of children (the rules count it: at most
 * writeCaps.childrenPerAccount; arrayUnion, so a retry counts once). Refused online, it fails (with
 * LimitReachedError when the account is full); offline it is queued (lib/outbox.ts) and shown at
 * once from the cache, marked as waiting.
 */
export async function addChild(uid: string, input: AddChildInput, draft: Draft): Promise<string> {
  const { db, sdk, docRef } = await loadFirestore();
  const child: ChildData = {
    ownerId: uid,
    viewerIds: [uid],
    name: input.name.trim(),
    birthDate: input.birthDate,
    gender: input.gender,
    createdAt: draft.createdAt,
  };
  const batch = sdk.writeBatch(db);
  batch.set(docRef(paths.child(draft.id)), child);
  batch.set(docRef(paths.childIndex(uid)), { ids: sdk.arrayUnion(draft.id) }, { merge: true });
  await queuedWrite(() => batch.commit(), {
    path: paths.child(draft.id),
    uid,
    kind: 'child',
    childName: child.name,
    index: { path: paths.childIndex(uid), cap: 'childrenPerAccount' },
  });
  return draft.id;
}

/** Renames a child; queued like addChild while offline. */
export async function renameChild(
  uid: string,
  childId: string,
  name: string,
): Promise<WriteOutcome> {
  const { sdk, docRef } = await loadFirestore();
  const trimmed = name.trim();
  return queuedWrite(() => sdk.updateDoc(docRef(paths.child(childId)), { name: trimmed }), {
    path: paths.child(childId),
    uid,
    kind: 'rename',
    childName: trimmed,
    name: trimmed,
  });
}

/**
 * The server (onChildDeleted) removes its measurements, forecast and shares. The child leaves the
 * owner's index in the same write (the rules allow that only together with the deletion).
 */
export async function deleteChild(uid: string, childId: string): Promise<void> {
  const { db, sdk, docRef } = await loadFirestore();
  const batch = sdk.writeBatch(db);
  batch.delete(docRef(paths.child(childId)));
  batch.set(docRef(paths.childIndex(uid)), { ids: sdk.arrayRemove(childId) }, { merge: true });
  await serverAnswer(batch.commit());
}
