import {
  paths,
  type AddChildInput,
  type Child,
  type ChildData,
  type EditChildInput,
} from '@sprout/core';
import { listenLive, loadFirestore, serverAnswer, type Unsubscribe } from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';
import type { Draft } from '../../../lib/draft';
import { explainRefusal } from '../../../lib/write-limits';

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
  );
}

/**
 * Creates the draft's child, listed in the account's index of children (the rules count it: at most
 * writeCaps.childrenPerAccount; arrayUnion, so a retry counts once). Fails after the server's
 * timeout (the write may still arrive), with LimitReachedError when the account is full.
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
  try {
    await serverAnswer(batch.commit());
  } catch (error) {
    throw await explainRefusal(error, paths.childIndex(uid), 'childrenPerAccount');
  }
  return draft.id;
}

/**
 * Corrects the child's name, birth date and gender (the rules allow exactly these). A changed
 * birth date or gender makes the server (onChildUpdated) recompute percentiles and forecast,
 * which the dashboard's live listeners then show.
 */
export async function editChild(childId: string, input: EditChildInput): Promise<void> {
  const { sdk, docRef } = await loadFirestore();
  await serverAnswer(
    sdk.updateDoc(docRef(paths.child(childId)), {
      name: input.name.trim(),
      birthDate: input.birthDate,
      gender: input.gender,
    }),
  );
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
