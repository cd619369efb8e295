import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { collections, paths, subscriptionId } from '@sprout/core';
import { childData, shareData, subscriptionData } from '../support/factories';
import {
  documentRequest,
  expectAllowed,
  itForEveryRole,
  readWrite,
  roles,
  seedChild,
  seededAt,
  signedInRoles,
  uidOf,
  uids,
  useRulesEnvironment,
  type Operation,
  type Role,
  type RulesDb,
} from '../support/rules';

type Kind = 'shares' | 'subscriptions';

/**
 * A new child id per test: clearing the emulator deletes the previous test's child, and the
 * functions emulator's onChildDeleted then removes that child's shares and subscriptions at some
 * later moment, which must not be this test's seeded documents.
 */
let seeded = 0;
let childId = '';
const token = '3f1c2a7e-8d4b-4b6a-9e2f-1a2b3c4d5e6f';
/** Someone else following the same child: the subscriber may not see their subscription. */
const cousin = 'cousin-uid';

const child = childData(uids.owner, {
  name: 'Ada',
  birthDate: '2022-05-01',
  createdAt: seededAt,
});
const share = () =>
  shareData({
    childId,
    ownerId: uids.owner,
    expiresAt: '2026-11-08T10:00:00.000Z',
    createdAt: seededAt,
  });
const subscription = (subscriberId: string) =>
  subscriptionData({ childId, subscriberId, ownerId: uids.owner, createdAt: seededAt });
const ownSubscription = () => paths.subscription(subscriptionId(childId, uids.subscriber));
const cousinSubscription = () => paths.subscription(subscriptionId(childId, cousin));
/** The guardian's subscription: an accepted guardian invitation (role 'guardian'). */
const guardianSubscription = () => paths.subscription(subscriptionId(childId, uids.guardian));

const rules = useRulesEnvironment(async (db) => {
  childId = `shared-child-${++seeded}`;
  await seedChild(db, childId, child);
  await setDoc(doc(db, paths.share(token)), share());
  await setDoc(doc(db, ownSubscription()), subscription(uids.subscriber));
  await setDoc(doc(db, cousinSubscription()), subscription(cousin));
  await setDoc(doc(db, guardianSubscription()), {
    ...subscription(uids.guardian),
    role: 'guardian',
  });
});
const db = rules.db;

/**
 * Who may do what: reads by the people named in the document; every write is a function's. The
 * documents are the owner's share and the subscriber's subscription: the guardian, a subscriber
 * too, reads its own subscription alone (below) and no share, as a follower.
 */
const matrix: Record<Kind, Record<Operation, Role[]>> = {
  shares: readWrite(['owner']),
  subscriptions: readWrite(['owner', 'subscriber']),
};

/**
 * The list queries that would reach the seeded documents, as each role would ask them: the owner
 * by ownerId, the subscriber by subscriberId (the web's queries); anyone else tries both.
 */
function listQueries(d: RulesDb, kind: Kind, role: Role) {
  const by = (field: string, uid: string) => query(collection(d, kind), where(field, '==', uid));
  if (kind === 'shares') return [by('ownerId', uids.owner)];
  if (role === 'owner') return [by('ownerId', uids.owner)];
  if (role === 'subscriber') return [by('subscriberId', uids.subscriber)];
  return [by('ownerId', uids.owner), by('subscriberId', uids.subscriber)];
}

function attempt(kind: Kind, role: Role, operation: Exclude<Operation, 'list'>): Promise<unknown> {
  const d = db(role);
  const follower = role === 'owner' ? uids.stranger : uidOf(role);
  // create: what a client would write to give itself (the owner: someone else) access to a child
  // the subscriber does not follow yet (child-2's documents need not exist for the rule to deny).
  return kind === 'shares'
    ? documentRequest(d, operation, paths.share(token), {
        create: { ...share(), ownerId: uidOf(role) },
        createPath: paths.share('9b2e4c1a-7f3d-4e5b-8a6c-0d1e2f3a4b5c'),
        update: { expiresAt: '2036-11-08T10:00:00.000Z' },
      })
    : documentRequest(d, operation, ownSubscription(), {
        create: { ...subscription(follower), childId: 'child-2' },
        createPath: paths.subscription(subscriptionId('child-2', follower)),
        update: { subscriberId: uidOf(role) },
      });
}

for (const [kind, operations] of Object.entries(matrix) as [Kind, Record<Operation, Role[]>][]) {
  describe(`${kind}: every role x operation`, () => {
    itForEveryRole(operations, async (role, operation, allowed) => {
      if (operation === 'list') {
        for (const q of listQueries(db(role), kind, role)) {
          if (allowed) {
            const result = await assertSucceeds(getDocs(q));
            expect(result.size).toBeGreaterThan(0);
          } else {
            await assertFails(getDocs(q));
          }
        }
        return;
      }
      await expectAllowed(allowed, attempt(kind, role, operation));
    });
  });
}

describe('sharing: reads limited to what is the reader’s own', () => {
  const ids = (snap: QuerySnapshot) => snap.docs.map((d) => d.id).sort();

  it('a subscriber reads its own subscription but not someone else’s', async () => {
    const sub = db('subscriber');
    await assertSucceeds(getDoc(doc(sub, ownSubscription())));
    await assertFails(getDoc(doc(sub, cousinSubscription())));
    await assertFails(
      getDocs(
        query(collection(sub, collections.subscriptions), where('subscriberId', '==', cousin)),
      ),
    );
    await assertFails(
      getDocs(query(collection(sub, collections.subscriptions), where('childId', '==', childId))),
    );
  });

  it('a guardian reads its own subscription, role included, and nothing else of sharing', async () => {
    const g = db('guardian');
    const own = await assertSucceeds(getDoc(doc(g, guardianSubscription())));
    expect(own.data()).toMatchObject({ subscriberId: uids.guardian, role: 'guardian' });
    await assertFails(getDoc(doc(g, ownSubscription())));
    await assertFails(getDoc(doc(g, cousinSubscription())));
    await assertFails(
      getDocs(query(collection(g, collections.subscriptions), where('ownerId', '==', uids.owner))),
    );
    await assertFails(
      getDocs(query(collection(g, collections.subscriptions), where('childId', '==', childId))),
    );
    await assertFails(getDoc(doc(g, paths.share(token))));
    await assertFails(
      getDocs(query(collection(g, collections.shares), where('ownerId', '==', uids.owner))),
    );
    await assertFails(
      getDocs(query(collection(g, collections.shares), where('childId', '==', childId))),
    );
  });

  it('the owner reads every subscription to their child', async () => {
    const owner = db('owner');
    await assertSucceeds(getDoc(doc(owner, cousinSubscription())));
    const snap = await assertSucceeds(
      getDocs(
        query(collection(owner, collections.subscriptions), where('ownerId', '==', uids.owner)),
      ),
    );
    expect(ids(snap)).toEqual(
      [
        subscriptionId(childId, cousin),
        subscriptionId(childId, uids.subscriber),
        subscriptionId(childId, uids.guardian),
      ].sort(),
    );
  });

  it('a stranger cannot list shares by another ownerId', async () => {
    const stranger = db('stranger');
    await assertFails(
      getDocs(query(collection(stranger, collections.shares), where('ownerId', '==', uids.owner))),
    );
    await assertFails(
      getDocs(query(collection(stranger, collections.shares), where('childId', '==', childId))),
    );
    await assertFails(getDoc(doc(stranger, paths.share(token))));
  });

  it('every signed-in role’s own queries succeed and find only its own', async () => {
    for (const role of signedInRoles) {
      const d = db(role);
      const uid = uidOf(role);
      const shares = await assertSucceeds(
        getDocs(query(collection(d, collections.shares), where('ownerId', '==', uid))),
      );
      expect(ids(shares)).toEqual(role === 'owner' ? [token] : []);
      const following = await assertSucceeds(
        getDocs(query(collection(d, collections.subscriptions), where('subscriberId', '==', uid))),
      );
      expect(ids(following)).toEqual(
        role === 'subscriber' || role === 'guardian' ? [subscriptionId(childId, uid)] : [],
      );
      const followers = await assertSucceeds(
        getDocs(query(collection(d, collections.subscriptions), where('ownerId', '==', uid))),
      );
      expect(followers.size).toBe(role === 'owner' ? 3 : 0);
    }
  });

  it('nobody lists either collection without their own uid in the filter', async () => {
    for (const role of roles) {
      const d = db(role);
      await assertFails(getDocs(collection(d, collections.shares)));
      await assertFails(getDocs(collection(d, collections.subscriptions)));
    }
  });

  it('the admin claim opens nothing', async () => {
    const admin = db('admin');
    await assertFails(getDoc(doc(admin, paths.share(token))));
    await assertFails(getDoc(doc(admin, ownSubscription())));
    await assertFails(deleteDoc(doc(admin, ownSubscription())));
  });
});

describe('sharing: no client forges or keeps access', () => {
  it('the owner cannot forge a subscription, nor add a viewer directly', async () => {
    const owner = db('owner');
    const forged = paths.subscription(subscriptionId(childId, uids.stranger));
    await assertFails(setDoc(doc(owner, forged), subscription(uids.stranger)));
    await assertFails(updateDoc(doc(owner, ownSubscription()), { subscriberId: uids.stranger }));
    await assertFails(
      updateDoc(doc(owner, paths.child(childId)), { viewerIds: [uids.owner, uids.stranger] }),
    );
    // Neither grants the stranger anything.
    await assertFails(getDoc(doc(db('stranger'), paths.child(childId))));
  });

  it('nobody makes themselves or anyone a guardian, nor keeps the role, without a function', async () => {
    const sub = db('subscriber');
    // The follower promoting itself, with an update or a whole new document.
    await assertFails(updateDoc(doc(sub, ownSubscription()), { role: 'guardian' }));
    await assertFails(
      setDoc(doc(sub, ownSubscription()), { ...subscription(uids.subscriber), role: 'guardian' }),
    );
    // The owner naming a guardian directly, or a stranger one of itself.
    await assertFails(updateDoc(doc(db('owner'), ownSubscription()), { role: 'guardian' }));
    await assertFails(
      setDoc(doc(db('stranger'), paths.subscription(subscriptionId(childId, uids.stranger))), {
        ...subscription(uids.stranger),
        role: 'guardian',
      }),
    );
    // The guardian cannot change, forge or remove any subscription, its own included.
    const g = db('guardian');
    await assertFails(updateDoc(doc(g, guardianSubscription()), { createdAt: seededAt }));
    await assertFails(updateDoc(doc(g, ownSubscription()), { role: 'guardian' }));
    await assertFails(
      setDoc(doc(g, paths.subscription(subscriptionId(childId, uids.stranger))), {
        ...subscription(uids.stranger),
        role: 'guardian',
      }),
    );
    await assertFails(deleteDoc(doc(g, cousinSubscription())));
    await assertFails(deleteDoc(doc(g, guardianSubscription())));
    // Nor write shares: the owner's and the functions' alone.
    await assertFails(
      setDoc(doc(g, paths.share('9b2e4c1a-7f3d-4e5b-8a6c-0d1e2f3a4b5c')), {
        ...share(),
        ownerId: uids.guardian,
        role: 'guardian',
      }),
    );
    await assertFails(updateDoc(doc(g, paths.share(token)), { role: 'guardian' }));
    await assertFails(deleteDoc(doc(g, paths.share(token))));
    // None of it made the follower a guardian.
    await assertFails(updateDoc(doc(sub, paths.child(childId)), { name: 'Mine now' }));
  });

  it('a stranger cannot subscribe itself, nor a subscriber leave without the function', async () => {
    const stranger = db('stranger');
    await assertFails(
      setDoc(
        doc(stranger, paths.subscription(subscriptionId(childId, uids.stranger))),
        subscription(uids.stranger),
      ),
    );
    await assertFails(deleteDoc(doc(db('subscriber'), ownSubscription())));
    await assertFails(deleteDoc(doc(db('owner'), ownSubscription())));
  });

  it('revoking removes access at once', async () => {
    const sub = db('subscriber');
    const childRef = doc(sub, paths.child(childId));
    // The dashboard's query of what the subscriber follows.
    const mine = query(
      collection(sub, collections.subscriptions),
      where('subscriberId', '==', uids.subscriber),
    );

    // Every read of the child's that following gave the subscriber, beside the list query.
    const reads: Array<() => Promise<unknown>> = [
      () => getDoc(childRef),
      () => getDoc(doc(sub, `${paths.measurements(childId)}/m1`)),
      () => getDocs(collection(sub, paths.measurements(childId))),
      () => getDoc(doc(sub, `${paths.predictions(childId)}/winter-2026`)),
      () => getDocs(collection(sub, paths.predictions(childId))),
      () => getDoc(doc(sub, ownSubscription())),
    ];

    expect((await assertSucceeds(getDocs(mine))).size).toBe(1);
    for (const read of reads) await assertSucceeds(read());

    // What unsubscribe / removeSubscriber do with the admin SDK: the subscription goes.
    await rules.withoutRules((admin) => deleteDoc(doc(admin, ownSubscription())));

    expect((await assertSucceeds(getDocs(mine))).size).toBe(0);
    for (const read of reads) await assertFails(read());

    // The owner and the other follower keep theirs.
    const other = rules.env().authenticatedContext(cousin).firestore();
    await assertSucceeds(getDoc(doc(db('owner'), paths.child(childId))));
    await assertSucceeds(getDoc(doc(db('owner'), `${paths.measurements(childId)}/m1`)));
    await assertSucceeds(getDoc(doc(other, paths.child(childId))));
    await assertSucceeds(getDoc(doc(other, cousinSubscription())));
  });
});
