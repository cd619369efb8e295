import {
  paths,
  roleOf,
  type AccessRole,
  type AddChildInput,
  type Child,
  type ChildData,
  type EditChildInput,
} from '@sprout/core';
import {
  listenLive,
  listenLiveDocument,
  loadFirestore,
  serverAnswer,
  type Unsubscribe,
} from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';
import type { Draft } from '../../../lib/draft';
import { queuedWrite, type WriteOutcome } from '../../../lib/outbox';
import type { ChildAccess } from '../utils/child-access';

/** A child as the pages list it: with the user's access to it, kept live like the child. */
export type VisibleChild = Child & { access: ChildAccess };

/** A followed child's document as last heard: undefined until it answers, null when not readable. */
type Followed = { child: Child | null | undefined; stop: Unsubscribe };

/**
 * The children the user may see, oldest first, kept live: their own (where ownerId == uid) and
 * the ones they follow. A child document names no followers (the rules check the follower's
 * subscription), so the followed ones come from the user's subscriptions, each child listened to
 * by id, with the subscription's role as the user's access (an owner's change of role shows at
 * once; a removed subscription takes the child away). Data passes on only once all of these have
 * answered from the server, so a dashboard never reads "no children" while any part is still
 * loading; any failure fails the whole.
 */
export function watchChildren(
  uid: string,
  onData: (children: VisibleChild[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let stopped = false;
  let own: Child[] | undefined;
  /** The followed children's ids, as the subscriptions list them, with the role each gives. */
  let subscribed: Map<string, AccessRole> | undefined;
  const followed = new Map<string, Followed>();
  const stops: Unsubscribe[] = [];

  const stopAll = () => {
    stopped = true;
    for (const stop of stops) stop();
    for (const entry of followed.values()) entry.stop();
    followed.clear();
  };
  const fail = (error: Error) => {
    if (stopped) return;
    stopAll();
    // The spec's internal message, for whoever reads the console; the page shows its own.
    console.error('Failed to fetch children', error);
    onError(error);
  };
  const emit = () => {
    if (stopped || !own || !subscribed) return;
    const children: VisibleChild[] = own.map((child) => ({ ...child, access: 'owner' }));
    for (const [id, role] of subscribed) {
      const entry = followed.get(id);
      if (entry?.child === undefined) return;
      if (entry.child && entry.child.ownerId !== uid)
        children.push({ ...entry.child, access: role });
    }
    onData(children.sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
  };
  const follow = (childId: string) => {
    const entry: Followed = { child: undefined, stop: () => undefined };
    followed.set(childId, entry);
    entry.stop = listenLiveDocument(
      ({ docRef }) => docRef(paths.child(childId)),
      (snap) => (snap.exists() ? withId({ id: snap.id, data: () => snap.data() }) : null),
      (child) => {
        entry.child = child;
        emit();
      },
      (error) => {
        // Access just ended (the subscription went a moment before this listener heard of it),
        // or the child was deleted: not shown, rather than failing the whole dashboard.
        if ((error as { code?: unknown }).code === 'permission-denied') {
          entry.child = null;
          emit();
        } else {
          fail(error);
        }
      },
      { cacheKey: `child:${childId}` },
    );
  };

  stops.push(
    listenLive(
      ({ sdk, collectionRef }) =>
        sdk.query(collectionRef(paths.children), sdk.where('ownerId', '==', uid)),
      (snap) => snap.docs.map(withId),
      (children) => {
        own = children;
        emit();
      },
      fail,
      { cacheKey: 'children' },
    ),
    listenLive(
      ({ sdk, collectionRef }) =>
        sdk.query(collectionRef(paths.subscriptions), sdk.where('subscriberId', '==', uid)),
      (snap) => snap.docs.map((doc) => ({ childId: doc.data().childId, role: roleOf(doc.data()) })),
      (subscriptions) => {
        if (stopped) return;
        subscribed = new Map(subscriptions.map((s) => [s.childId, s.role]));
        for (const [id, entry] of followed) {
          if (subscribed.has(id)) continue;
          entry.stop();
          followed.delete(id);
        }
        for (const id of subscribed.keys()) if (!followed.has(id)) follow(id);
        emit();
      },
      fail,
      { cacheKey: 'subscriptions' },
    ),
  );
  return stopAll;
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

/**
 * Corrects the child's name, birth date and gender (the rules allow exactly these, to the owner
 * and to a guardian). A changed birth date or gender makes the server (onChildUpdated) recompute
 * percentiles and forecast, which the dashboard's live listeners then show. Queued like addChild
 * while offline, in the outbox of `uid`, the one who writes (a guardian's refusal is theirs).
 */
export async function editChild(
  uid: string,
  childId: string,
  input: EditChildInput,
): Promise<WriteOutcome> {
  const { sdk, docRef } = await loadFirestore();
  const edit = { name: input.name.trim(), birthDate: input.birthDate, gender: input.gender };
  return queuedWrite(() => sdk.updateDoc(docRef(paths.child(childId)), edit), {
    path: paths.child(childId),
    uid,
    kind: 'edit',
    childName: edit.name,
    edit,
  });
}

/**
 * The parent's answer to "does the child walk yet" (before 18 months: core's wearsShoes), queued
 * like every child edit; the sizes follow from the device's copy at once.
 */
export async function setWalks(
  uid: string,
  child: Pick<Child, 'id' | 'name'>,
  walks: boolean,
): Promise<WriteOutcome> {
  const { sdk, docRef } = await loadFirestore();
  return queuedWrite(() => sdk.updateDoc(docRef(paths.child(child.id)), { walks }), {
    path: paths.child(child.id),
    uid,
    kind: 'walks',
    childName: child.name,
    walks,
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
