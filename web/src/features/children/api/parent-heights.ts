import { paths, parentHeightsOf, type ParentHeightsCm, type ParentHeightsData } from '@sprout/core';
import { listenLiveDocument, loadFirestore, type Unsubscribe } from '../../../lib/firestore';
import { queuedWrite, type WriteOutcome } from '../../../lib/outbox';

/**
 * The parents' heights of a child (the owner's alone; null when none were given), kept live while
 * the edit dialog is open: nothing reads them before it opens, so the dashboard's first load
 * stays as it was. Offline, the copy of the last time the server answered on this device shows.
 */
export function watchParentHeights(
  childId: string,
  onData: (heights: ParentHeightsCm | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLiveDocument(
    ({ docRef }) => docRef(paths.parentHeights(childId)),
    (snap) => (snap.exists() ? parentHeightsOf(snap.data()) : null),
    onData,
    onError,
    { cacheKey: `parents:${childId}` },
  );
}

/**
 * Saves both heights (cm, null where not given) as the whole document; the server
 * (onParentHeightsWritten) then recomputes the forecast. Queued like the child's own corrections
 * while offline (lib/outbox.ts); refused online, it throws.
 */
export async function saveParentHeights(
  uid: string,
  childId: string,
  childName: string,
  heights: ParentHeightsCm,
): Promise<WriteOutcome> {
  const { sdk, docRef } = await loadFirestore();
  const data: ParentHeightsData = { ...heights, updatedAt: new Date().toISOString() };
  return queuedWrite(() => sdk.setDoc(docRef(paths.parentHeights(childId)), data), {
    path: paths.parentHeights(childId),
    uid,
    kind: 'parents',
    childName,
    parents: heights,
  });
}
