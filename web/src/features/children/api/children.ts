import { paths, type AddChildInput, type Child, type ChildData } from '@sprout/core';
import { listenLive, loadFirestore, serverAnswer, type Unsubscribe } from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';
import type { Draft } from '../../../lib/draft';

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

/** Creates the draft's child; fails after the server's timeout (the write may still arrive). */
export async function addChild(uid: string, input: AddChildInput, draft: Draft): Promise<string> {
  const { sdk, docRef } = await loadFirestore();
  const child: ChildData = {
    ownerId: uid,
    viewerIds: [uid],
    name: input.name.trim(),
    birthDate: input.birthDate,
    gender: input.gender,
    createdAt: draft.createdAt,
  };
  await serverAnswer(sdk.setDoc(docRef(paths.child(draft.id)), child));
  return draft.id;
}

export async function renameChild(childId: string, name: string): Promise<void> {
  const { sdk, docRef } = await loadFirestore();
  await serverAnswer(sdk.updateDoc(docRef(paths.child(childId)), { name: name.trim() }));
}

/** The server (onChildDeleted) removes its measurements, forecast and shares. */
export async function deleteChild(childId: string): Promise<void> {
  const { sdk, docRef } = await loadFirestore();
  await serverAnswer(sdk.deleteDoc(docRef(paths.child(childId))));
}
