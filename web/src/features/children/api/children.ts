import { collections, paths, type AddChildInput, type Child, type ChildData } from '@sprout/core';
import { listenLive, loadFirestore, serverAnswer, type Unsubscribe } from '../../../lib/firestore';
import type { Draft } from '../../../lib/draft';

/** The children the user may see (own and shared), oldest first, kept live. */
export function watchChildren(
  uid: string,
  onData: (children: Child[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLive(
    (db, sdk) =>
      sdk.query(
        sdk.collection(db, collections.children),
        sdk.where('viewerIds', 'array-contains', uid),
      ),
    (snap) => {
      const children = snap.docs.map((d) => ({ id: d.id, ...(d.data() as ChildData) }));
      return children.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    onData,
    onError,
  );
}

/** Creates the draft's child; fails after the server's timeout (the write may still arrive). */
export async function addChild(uid: string, input: AddChildInput, draft: Draft): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const child: ChildData = {
    ownerId: uid,
    viewerIds: [uid],
    name: input.name.trim(),
    birthDate: input.birthDate,
    gender: input.gender,
    createdAt: draft.createdAt,
  };
  await serverAnswer(sdk.setDoc(sdk.doc(db, collections.children, draft.id), child));
  return draft.id;
}

export async function renameChild(childId: string, name: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await serverAnswer(sdk.updateDoc(sdk.doc(db, paths.child(childId)), { name: name.trim() }));
}

/** The server (onChildDeleted) removes its measurements, forecast and shares. */
export async function deleteChild(childId: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await serverAnswer(sdk.deleteDoc(sdk.doc(db, paths.child(childId))));
}
