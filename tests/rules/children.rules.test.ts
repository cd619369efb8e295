import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  collections,
  metricMeasurementLimits,
  paths,
  subscriptionId,
  writeCaps,
} from '@sprout/core';
import { childData, measurementData } from '../support/factories';
import { indexedCreate } from '../support/indexed-writes';
import {
  absent,
  dayFromToday,
  documentRequest,
  expectAllowed,
  expectFieldVerdict,
  fillerIds,
  isoFromNow,
  itForEveryRole,
  readWrite,
  seedChild,
  seededAt,
  seedFollower,
  seedGuardian,
  uidOf,
  uids,
  useRulesEnvironment,
  verdict,
  yearsAgo,
  type FieldCase,
  type Operation,
  type Role,
} from '../support/rules';

// A fresh id per test: the functions emulator runs beside these tests, and the triggers of one
// test's child (onChildDeleted after clearFirestore, onMeasurementWritten) must not reach the next.
let childNumber = 0;
let childId = 'child-0';
const child = childData(uids.owner, {
  name: 'Ada',
  birthDate: '2022-05-01',
  createdAt: seededAt,
});
/** What the app writes now: a new child of the owner's, or a new measurement of the child. */
const newChild = () => ({ ...child, createdAt: isoFromNow(0) });
/** Someone else following the same child: the subscriber must not learn of them. */
const cousin = 'cousin-uid';
const newMeasurement = () => measurementData({ createdAt: isoFromNow(0) });

const rules = useRulesEnvironment(async (db) => {
  childId = `child-${++childNumber}-${Date.now()}`;
  await seedChild(db, childId, child);
  // The subscriber (and a cousin) follow as subscribe leaves it: a subscription each. The
  // guardian's subscription has the role 'guardian' (an accepted guardian invitation).
  await seedFollower(db, childId, child, uids.subscriber);
  await seedFollower(db, childId, child, cousin);
  await seedGuardian(db, childId, child);
  // As the app leaves them: the child and its measurement m1 listed in their indexes.
  await setDoc(doc(db, paths.childIndex(uids.owner)), { ids: [childId] });
  await setDoc(doc(db, paths.measurementIndex(childId)), { ids: ['m1'] });
});
const db = rules.db;

/** A new child of the owner's, as the app writes it: with its id in the owner's index. */
const createChildAs = (
  role: Role,
  data: object,
  id = `${childId}-new`,
  owner: string = uids.owner,
) => indexedCreate(db(role), { path: paths.child(id), index: paths.childIndex(owner), id }, data);

/** A new measurement of the seeded child, with its id in the child's index. */
const createMeasurementAs = (role: Role, data: object, id = 'm2') =>
  indexedCreate(
    db(role),
    { path: paths.measurement(childId, id), index: paths.measurementIndex(childId), id },
    data,
  );

type Kind = 'children' | 'measurements' | 'predictions' | 'child index' | 'measurement index';

/** Who may do what, per collection: the security model of DESIGN.md. */
const matrix: Record<Kind, Record<Operation, Role[]>> = {
  // The owner and the subscribers (followers and guardians) read, each followed child by id (the
  // owner alone lists them: the list query filters on ownerId). The owner or a guardian corrects
  // it; the owner alone deletes it, and creates it (the guardian's create is of a child of the
  // owner's, which only the owner may write).
  children: {
    ...readWrite(['owner', 'subscriber', 'guardian'], ['owner']),
    list: ['owner'],
    update: ['owner', 'guardian'],
  },
  // Read like the child; added, corrected and deleted by the owner or a guardian.
  measurements: readWrite(['owner', 'subscriber', 'guardian'], ['owner', 'guardian']),
  // Forecasts are the server's: read like the child, written by no client.
  predictions: readWrite(['owner', 'subscriber', 'guardian']),
  // The counted ids, never listed, never deleted (that would reset the count): the owner's
  // children are the owner's alone; a child's measurements are counted by whoever records them.
  'child index': { get: ['owner'], list: [], create: ['owner'], update: ['owner'], delete: [] },
  'measurement index': {
    get: ['owner', 'guardian'],
    list: [],
    create: ['owner', 'guardian'],
    update: ['owner', 'guardian'],
    delete: [],
  },
};

async function attempt(kind: Kind, role: Role, operation: Operation): Promise<unknown> {
  const d = db(role);
  if (kind === 'children') {
    if (operation === 'create') return createChildAs(role, newChild());
    return documentRequest(d, operation, paths.child(childId), {
      // The owner's own query (the dashboard's), asked by every role.
      list: query(collection(d, collections.children), where('ownerId', '==', uids.owner)),
      create: {},
      update: { name: 'Ada Lovelace' },
    });
  }
  if (kind === 'measurements') {
    if (operation === 'create') return createMeasurementAs(role, newMeasurement());
    return documentRequest(d, operation, `${paths.measurements(childId)}/m1`, {
      create: {},
      update: { height: 102 },
    });
  }
  if (kind === 'predictions') {
    return documentRequest(d, operation, `${paths.predictions(childId)}/winter-2026`, {
      create: { season: 'spring', year: 2027 },
      update: { year: 2030 },
    });
  }
  const index =
    kind === 'child index' ? paths.childIndex(uids.owner) : paths.measurementIndex(childId);
  // create: the index of an account (or child) that has none yet.
  if (operation === 'create') await rules.withoutRules((admin) => deleteDoc(doc(admin, index)));
  return documentRequest(d, operation, index, {
    create: { ids: [] },
    createPath: index,
    update: { ids: arrayUnion('reserved') },
  });
}

for (const [kind, operations] of Object.entries(matrix) as [Kind, Record<Operation, Role[]>][]) {
  describe(`${kind}: every role x operation`, () => {
    itForEveryRole(operations, async (role, operation, allowed) => {
      await expectAllowed(allowed, attempt(kind, role, operation));
    });
  });
}

describe('children and measurements: shapes the owner may not write', () => {
  const owner = () => db('owner');

  it('rejects listing all children without the owner filter', async () => {
    await assertFails(getDocs(collection(owner(), collections.children)));
  });

  it('rejects a child that names viewers (the old list) or another owner', async () => {
    await assertFails(createChildAs('owner', { ...newChild(), viewerIds: [uids.owner] }, 'c3'));
    await assertFails(
      createChildAs('owner', { ...newChild(), viewerIds: [uids.owner, uids.stranger] }, 'c6'),
    );
    await assertFails(createChildAs('owner', { ...newChild(), ownerId: uids.stranger }, 'c4'));
    await assertSucceeds(createChildAs('owner', newChild(), 'c5'));
  });

  it('rejects adding viewers or changing the owner, and an empty name', async () => {
    const ref = doc(owner(), paths.child(childId));
    await assertFails(updateDoc(ref, { viewerIds: [uids.owner, uids.stranger] }));
    await assertFails(updateDoc(ref, { ownerId: uids.stranger }));
    await assertFails(updateDoc(ref, { name: '' }));
  });

  it('rejects percentiles from the client', async () => {
    await assertFails(
      createMeasurementAs('owner', { ...newMeasurement(), percentiles: { height: { z: 3 } } }, 'p'),
    );
    await assertFails(
      updateDoc(doc(owner(), `${paths.measurements(childId)}/m1`), {
        percentiles: { height: { z: 3 } },
      }),
    );
    await assertSucceeds(createMeasurementAs('owner', newMeasurement(), 'q'));
  });

  it('rejects a subscriber writing anything of the child', async () => {
    const sub = db('subscriber');
    await assertFails(updateDoc(doc(sub, paths.child(childId)), { name: 'Mine now' }));
    await assertFails(createMeasurementAs('subscriber', newMeasurement(), 'x'));
    await assertFails(deleteDoc(doc(sub, paths.child(childId))));
  });
});

describe('children: what following reveals and how long it lasts', () => {
  it("a subscriber's read of the child reveals no other follower", async () => {
    const snap = await assertSucceeds(getDoc(doc(db('subscriber'), paths.child(childId))));
    expect(Object.keys(snap.data() ?? {}).sort()).toEqual([
      'birthDate',
      'createdAt',
      'gender',
      'name',
      'ownerId',
    ]);
    expect(JSON.stringify(snap.data())).not.toContain(cousin);
    expect(JSON.stringify(snap.data())).not.toContain(uids.guardian);
    // The other followers' subscriptions stay theirs (and the owner's).
    await assertFails(
      getDoc(doc(db('subscriber'), paths.subscription(subscriptionId(childId, cousin)))),
    );
  });

  it('a subscriber cannot list the children, not even the ones it follows', async () => {
    const sub = db('subscriber');
    await assertFails(
      getDocs(query(collection(sub, collections.children), where('ownerId', '==', uids.owner))),
    );
    const own = await assertSucceeds(
      getDocs(
        query(collection(sub, collections.children), where('ownerId', '==', uids.subscriber)),
      ),
    );
    expect(own.size).toBe(0);
  });

  it('a removed subscriber loses the child, its measurements and forecast at once', async () => {
    const sub = db('subscriber');
    const reads: Array<() => Promise<unknown>> = [
      () => getDoc(doc(sub, paths.child(childId))),
      () => getDoc(doc(sub, `${paths.measurements(childId)}/m1`)),
      () => getDocs(collection(sub, paths.measurements(childId))),
      () => getDoc(doc(sub, `${paths.predictions(childId)}/winter-2026`)),
      () => getDocs(collection(sub, paths.predictions(childId))),
    ];
    for (const read of reads) await assertSucceeds(read());
    // What removeSubscriber and unsubscribe do: the subscription goes, nothing else.
    await rules.withoutRules((admin) =>
      deleteDoc(doc(admin, paths.subscription(subscriptionId(childId, uids.subscriber)))),
    );
    for (const read of reads) await assertFails(read());
    await assertSucceeds(
      getDoc(doc(rules.env().authenticatedContext(cousin).firestore(), paths.child(childId))),
    );
  });

  it('an old viewerIds list on a stored child grants nothing', async () => {
    await rules.withoutRules(async (admin) => {
      await setDoc(doc(admin, paths.child(childId)), {
        ...child,
        viewerIds: [uids.owner, uids.stranger],
      });
    });
    const stranger = db('stranger');
    await assertFails(getDoc(doc(stranger, paths.child(childId))));
    await assertFails(getDoc(doc(stranger, `${paths.measurements(childId)}/m1`)));
    await assertFails(
      getDocs(
        query(
          collection(stranger, collections.children),
          where('viewerIds', 'array-contains', uids.stranger),
        ),
      ),
    );
    // The owner still renames it (the migration removes the old field later).
    await assertSucceeds(updateDoc(doc(db('owner'), paths.child(childId)), { name: 'Ada L' }));
  });
});

/** Every field of a new child: each case changes one field of a valid child (newChild). */
const childCases: FieldCase[] = [
  ['name of 80 characters', { name: 'x'.repeat(80) }, true],
  ['name of 81 characters', { name: 'x'.repeat(81) }, false],
  ['name of spaces only', { name: '   ' }, false],
  ['name that is no string', { name: 42 }, false],
  ['no name', { name: absent }, false],
  ['birth date today', { birthDate: dayFromToday(0) }, true],
  ['birth date 29 February of a leap year', { birthDate: '2024-02-29' }, true],
  ['birth date 29 February of another year', { birthDate: '2023-02-29' }, false],
  ['birth date 31 April', { birthDate: '2024-04-31' }, false],
  ['birth date in month 13', { birthDate: '2024-13-01' }, false],
  ['birth date in month 00', { birthDate: '2024-00-10' }, false],
  ['birth date on day 00', { birthDate: '2024-05-00' }, false],
  ['birth date without leading zeros', { birthDate: '2024-5-1' }, false],
  ['birth date with a time', { birthDate: '2024-05-01T00:00:00Z' }, false],
  ['birth date that is a number', { birthDate: 20240501 }, false],
  ['birth date two days ahead (the future everywhere)', { birthDate: dayFromToday(2) }, false],
  ['birth date just under 19 years ago', { birthDate: yearsAgo(19, 2) }, true],
  ['birth date just over 19 years ago', { birthDate: yearsAgo(19, -2) }, false],
  ['birth date in 1900', { birthDate: '1900-01-01' }, false],
  ['no birth date', { birthDate: absent }, false],
  ['gender male', { gender: 'male' }, true],
  ['gender other than male or female', { gender: 'other' }, false],
  ['no gender', { gender: absent }, false],
  ['createdAt 30 days ago (written offline)', { createdAt: isoFromNow(-30) }, true],
  ['createdAt 61 days ago', { createdAt: isoFromNow(-61) }, false],
  ['createdAt two days ahead', { createdAt: isoFromNow(2) }, false],
  ['createdAt that is not a real time', { createdAt: '2026-02-30T10:00:00.000Z' }, false],
  ['createdAt at hour 25', { createdAt: `${dayFromToday(0)}T25:00:00.000Z` }, false],
  ['createdAt that is a date only', { createdAt: dayFromToday(0) }, false],
  ['createdAt that is a number', { createdAt: Date.now() }, false],
  ['no createdAt', { createdAt: absent }, false],
  ['an unknown key', { note: 'mine' }, false],
  ['walks: yes', { walks: true }, true],
  ['walks: not yet', { walks: false }, true],
  ['walks as a word', { walks: 'yes' }, false],
  ['walks as a number', { walks: 1 }, false],
];

describe('children: every field of a new child is checked', () => {
  for (const [label, patch, allowed] of childCases) {
    it(`a child with ${label} ${verdict(allowed)}`, () =>
      expectFieldVerdict(
        (data, n) => createChildAs('owner', data, `${childId}-field-${n}`),
        newChild(),
        patch,
        allowed,
      ));
  }
});

/** A correction as the edit-child dialog writes it: name, birth date and gender at once. */
const correction = { name: 'Ada Lovelace', birthDate: '2022-04-01', gender: 'male' };

describe('children: correcting name, birth date and gender', () => {
  itForEveryRole({ update: ['owner', 'guardian'] as Role[] }, async (role, _operation, allowed) => {
    await expectAllowed(allowed, updateDoc(doc(db(role), paths.child(childId)), correction));
  });

  // The walking switch on the sizes card writes the answer alone.
  describe('whether the child walks', () => {
    itForEveryRole(
      { update: ['owner', 'guardian'] as Role[] },
      async (role, _operation, allowed) => {
        await expectAllowed(
          allowed,
          updateDoc(doc(db(role), paths.child(childId)), { walks: true }),
        );
      },
    );
  });

  /** Each case changes one field of the valid correction. */
  const cases: FieldCase[] = [
    ['a birth date today', { birthDate: dayFromToday(0) }, true],
    ['a birth date 29 February of another year', { birthDate: '2023-02-29' }, false],
    ['a birth date with a time', { birthDate: '2022-04-01T00:00:00Z' }, false],
    ['a birth date that is a number', { birthDate: 20220401 }, false],
    ['a birth date two days ahead', { birthDate: dayFromToday(2) }, false],
    ['a birth date just over 19 years ago', { birthDate: yearsAgo(19, -2) }, false],
    ['no birth date', { birthDate: absent }, false],
    ['gender female', { gender: 'female' }, true],
    ['a gender other than male or female', { gender: 'other' }, false],
    ['a gender that is no string', { gender: true }, false],
    ['no gender', { gender: absent }, false],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, false],
    ['an empty name', { name: '' }, false],
    ['no name', { name: absent }, false],
    ['walks: yes', { walks: true }, true],
    ['walks: not yet', { walks: false }, true],
    ['walks as a word', { walks: 'yes' }, false],
    ['walks null', { walks: null }, false],
  ];
  for (const [label, patch, allowed] of cases) {
    it(`a correction to ${label} ${verdict(allowed)}`, () =>
      expectFieldVerdict(
        // The whole child is written (an update under the rules), so a key patched away is gone.
        (data) => setDoc(doc(db('owner'), paths.child(childId)), data),
        { ...child, ...correction },
        patch,
        allowed,
      ));
  }

  it('still renames a child whose stored birth date is over 19 years ago', async () => {
    const old = yearsAgo(19, -10);
    await rules.withoutRules((admin) =>
      updateDoc(doc(admin, paths.child(childId)), { birthDate: old }),
    );
    const ref = doc(db('owner'), paths.child(childId));
    await assertSucceeds(updateDoc(ref, { name: 'Ada grown up' }));
    await assertFails(updateDoc(ref, { birthDate: yearsAgo(19, -11) }));
  });

  it('refuses a subscriber correcting the child, and the owner changing anything else', async () => {
    await assertFails(
      updateDoc(doc(db('subscriber'), paths.child(childId)), { birthDate: '2022-04-01' }),
    );
    const ref = doc(db('owner'), paths.child(childId));
    await assertFails(updateDoc(ref, { ...correction, createdAt: isoFromNow(0) }));
    await assertFails(updateDoc(ref, { ...correction, note: 'x' }));
  });
});

/** Every field of a new measurement: each case changes one field of a valid measurement. */
const limits = metricMeasurementLimits;
const measurementCases: FieldCase[] = [
  ['measuredAt on the birth date', { measuredAt: child.birthDate }, true],
  ['measuredAt the day before birth', { measuredAt: '2022-04-30' }, false],
  ['measuredAt today', { measuredAt: dayFromToday(0) }, true],
  ['measuredAt two days ahead', { measuredAt: dayFromToday(2) }, false],
  ['measuredAt 31 June', { measuredAt: '2025-06-31' }, false],
  ['measuredAt that is no date', { measuredAt: 'yesterday' }, false],
  ['measuredAt that is a number', { measuredAt: 20250601 }, false],
  ['no measuredAt', { measuredAt: absent }, false],
  ...(['height', 'weight', 'footLength'] as const).flatMap((field): FieldCase[] => [
    [`${field} at its limit`, { [field]: limits[field] }, true],
    [`${field} above its limit`, { [field]: limits[field] + 0.1 }, false],
    [`${field} of 0`, { [field]: 0 }, false],
    [`${field} below 0`, { [field]: -1 }, false],
    [`${field} as a string`, { [field]: '16' }, false],
    [`no ${field}`, { [field]: absent }, false],
  ]),
  ...(['chest', 'bust', 'waist', 'hips'] as const).flatMap((field): FieldCase[] => [
    [`${field} at the limit`, { [field]: limits.extra }, true],
    [`${field} above the limit`, { [field]: limits.extra + 0.1 }, false],
    [`${field} of 0`, { [field]: 0 }, false],
    [`${field} as a string`, { [field]: '80' }, false],
  ]),
  ['createdAt two days ahead', { createdAt: isoFromNow(2) }, false],
  ['createdAt 61 days ago', { createdAt: isoFromNow(-61) }, false],
  ['createdAt that is no time', { createdAt: 'now' }, false],
  ['no createdAt', { createdAt: absent }, false],
  ['an unknown key', { note: 'after the bath' }, false],
  // Who entered it (issue 33): the writer's own uid, and a name; each optional.
  ['createdBy the writer’s own uid', { createdBy: uids.owner }, true],
  ['createdBy the uid of another account', { createdBy: uids.guardian }, false],
  ['createdBy null', { createdBy: null }, false],
  ['createdBy that is a number', { createdBy: 42 }, false],
  [
    'createdByName of 80 characters',
    { createdBy: uids.owner, createdByName: 'x'.repeat(80) },
    true,
  ],
  ['createdByName of 81 characters', { createdByName: 'x'.repeat(81) }, false],
  ['createdByName of spaces only', { createdByName: '   ' }, false],
  ['createdByName null', { createdByName: null }, false],
  ['createdByName that is no string', { createdByName: ['Olivia'] }, false],
];

describe('measurements: every field of a new measurement is checked', () => {
  for (const [label, patch, allowed] of measurementCases) {
    it(`a measurement with ${label} ${verdict(allowed)}`, () =>
      expectFieldVerdict(
        (data, n) => createMeasurementAs('owner', data, `field-${n}`),
        newMeasurement(),
        patch,
        allowed,
      ));
  }
});

describe('measurements: a correction keeps the date between birth and today', () => {
  const m1 = () => doc(db('owner'), `${paths.measurements(childId)}/m1`);
  const cases: FieldCase[] = [
    ['the day before birth', { measuredAt: '2022-04-30' }, false],
    ['two days ahead', { measuredAt: dayFromToday(2) }, false],
    ['31 June', { measuredAt: '2025-06-31' }, false],
  ];
  for (const [label, patch, allowed] of cases) {
    it(`moving measuredAt to ${label} ${verdict(allowed)}`, async () => {
      await assertFails(updateDoc(m1(), patch));
      await assertSucceeds(updateDoc(m1(), { measuredAt: '2025-06-30' }));
    });
  }
});

describe('caps: children per account and measurements per child', () => {
  const fillIndex = (path: string, ids: string[]) =>
    rules.withoutRules((admin) => setDoc(doc(admin, path), { ids }));

  it(`the account's ${writeCaps.childrenPerAccount}th child is accepted, the next refused`, async () => {
    await fillIndex(
      paths.childIndex(uids.owner),
      fillerIds(writeCaps.childrenPerAccount - 1, childId),
    );
    await assertSucceeds(createChildAs('owner', newChild(), `${childId}-last`));
    await assertFails(createChildAs('owner', newChild(), `${childId}-over`));
  });

  it(`a child's ${writeCaps.measurementsPerChild}th measurement is accepted, the next refused`, async () => {
    await fillIndex(paths.measurementIndex(childId), fillerIds(writeCaps.measurementsPerChild - 1));
    await assertSucceeds(createMeasurementAs('owner', newMeasurement(), 'last'));
    await assertFails(createMeasurementAs('owner', newMeasurement(), 'over'));
  });

  it('a new child or measurement not listed in its index is refused', async () => {
    const owner = db('owner');
    await assertFails(setDoc(doc(owner, paths.child(`${childId}-unlisted`)), newChild()));
    await assertFails(setDoc(doc(owner, paths.measurement(childId, 'unlisted')), newMeasurement()));
    // Listed under another id (or in someone else's index) does not count either.
    await assertFails(
      indexedCreate(
        owner,
        { path: paths.child(`${childId}-a`), index: paths.childIndex(uids.owner), id: 'other' },
        newChild(),
      ),
    );
    await assertFails(createChildAs('owner', newChild(), `${childId}-b`, uids.stranger));
    await assertSucceeds(createChildAs('owner', newChild(), `${childId}-c`));
  });

  it('a retried create (the first one arrived) counts once and is accepted', async () => {
    const data = newChild();
    await assertSucceeds(createChildAs('owner', data, `${childId}-retry`));
    await assertSucceeds(createChildAs('owner', data, `${childId}-retry`));
    const index = await getDoc(doc(db('owner'), paths.childIndex(uids.owner)));
    expect(index.data()?.ids).toEqual([childId, `${childId}-retry`]);
  });

  it('an id leaves the index only in the write that deletes its document', async () => {
    const owner = db('owner');
    const index = doc(owner, paths.childIndex(uids.owner));
    await assertFails(updateDoc(index, { ids: arrayRemove(childId) }));
    await assertFails(setDoc(index, { ids: [] }));
    await assertFails(deleteDoc(index));
    const batch = writeBatch(owner);
    batch.delete(doc(owner, paths.child(childId)));
    batch.set(index, { ids: arrayRemove(childId) }, { merge: true });
    await assertSucceeds(batch.commit());
  });

  it('one id leaves per write: two removed with one deletion are refused', async () => {
    const owner = db('owner');
    await rules.withoutRules((admin) =>
      setDoc(doc(admin, paths.measurementIndex(childId)), { ids: ['m1', 'm9'] }),
    );
    const index = doc(owner, paths.measurementIndex(childId));
    const both = writeBatch(owner);
    both.delete(doc(owner, paths.measurement(childId, 'm1')));
    both.set(index, { ids: [] });
    await assertFails(both.commit());
    const one = writeBatch(owner);
    one.delete(doc(owner, paths.measurement(childId, 'm1')));
    one.set(index, { ids: arrayRemove('m1') }, { merge: true });
    await assertSucceeds(one.commit());
  });

  it('an index holds only its ids list, within the cap', async () => {
    const owner = db('owner');
    await rules.withoutRules((admin) => deleteDoc(doc(admin, paths.childIndex(uids.owner))));
    const index = doc(owner, paths.childIndex(uids.owner));
    await assertFails(setDoc(index, { ids: [], count: 0 }));
    await assertFails(setDoc(index, { ids: 'all' }));
    await assertFails(setDoc(index, { ids: fillerIds(writeCaps.childrenPerAccount + 1) }));
    await assertFails(setDoc(doc(owner, `${paths.user(uids.owner)}/indexes/other`), { ids: [] }));
    await assertSucceeds(setDoc(index, { ids: fillerIds(writeCaps.childrenPerAccount) }));
  });
});

describe('guardians: record like the owner, but the child stays the owner’s', () => {
  const guardian = () => db('guardian');
  const guardianSubscription = () => paths.subscription(subscriptionId(childId, uids.guardian));
  const signed = () => ({ ...newMeasurement(), createdBy: uids.guardian, createdByName: 'Gran' });

  it('a guardian adds a measurement signed with its own uid and name', async () => {
    await assertSucceeds(createMeasurementAs('guardian', signed(), 'by-gran'));
    const snap = await assertSucceeds(
      getDoc(doc(guardian(), paths.measurement(childId, 'by-gran'))),
    );
    expect(snap.data()).toMatchObject({ createdBy: uids.guardian, createdByName: 'Gran' });
    const index = await assertSucceeds(getDoc(doc(guardian(), paths.measurementIndex(childId))));
    expect(index.data()?.ids).toEqual(['m1', 'by-gran']);
    // Unsigned, as measurements from before are, it is accepted too.
    await assertSucceeds(createMeasurementAs('guardian', newMeasurement(), 'unsigned'));
  });

  it('a measurement signed with someone else’s uid is refused, whoever writes it', async () => {
    await assertFails(createMeasurementAs('guardian', { ...signed(), createdBy: uids.owner }, 'a'));
    await assertFails(
      createMeasurementAs('guardian', { ...signed(), createdBy: uids.subscriber }, 'b'),
    );
    await assertFails(
      createMeasurementAs('owner', { ...newMeasurement(), createdBy: uids.guardian }, 'c'),
    );
    await assertFails(createMeasurementAs('guardian', { ...signed(), createdByName: '' }, 'd'));
    await assertSucceeds(createMeasurementAs('guardian', signed(), 'e'));
  });

  it('a guardian corrects a measurement, and deletes one with its index as the app does', async () => {
    const m1 = doc(guardian(), paths.measurement(childId, 'm1'));
    await assertSucceeds(updateDoc(m1, { height: 103, measuredAt: '2025-06-30' }));
    await assertFails(updateDoc(m1, { percentiles: { height: { z: 3 } } }));
    await assertFails(updateDoc(m1, { measuredAt: dayFromToday(2) }));
    const batch = writeBatch(guardian());
    batch.delete(m1);
    batch.set(
      doc(guardian(), paths.measurementIndex(childId)),
      { ids: arrayRemove('m1') },
      { merge: true },
    );
    await assertSucceeds(batch.commit());
    const index = await assertSucceeds(getDoc(doc(guardian(), paths.measurementIndex(childId))));
    expect(index.data()?.ids).toEqual([]);
  });

  it('a guardian’s index write takes no id out unless its measurement goes too', async () => {
    const index = doc(guardian(), paths.measurementIndex(childId));
    await assertFails(updateDoc(index, { ids: arrayRemove('m1') }));
    await assertFails(setDoc(index, { ids: [] }));
    await assertFails(deleteDoc(index));
  });

  it('a guardian edits the child’s details, but cannot delete it or take it over', async () => {
    const ref = doc(guardian(), paths.child(childId));
    await assertSucceeds(updateDoc(ref, { name: 'Ada by Gran' }));
    await assertSucceeds(updateDoc(ref, { ...correction, walks: true }));
    await assertFails(updateDoc(ref, { ownerId: uids.guardian }));
    await assertFails(updateDoc(ref, { name: '' }));
    await assertFails(updateDoc(ref, { birthDate: dayFromToday(2) }));
    await assertFails(deleteDoc(ref));
    const snap = await assertSucceeds(getDoc(doc(db('owner'), paths.child(childId))));
    expect(snap.data()).toMatchObject({ ownerId: uids.owner, name: correction.name });
  });

  it('a guardian lists no children but its own, and adds none for the owner', async () => {
    const g = guardian();
    await assertFails(
      getDocs(query(collection(g, collections.children), where('ownerId', '==', uids.owner))),
    );
    await assertFails(createChildAs('guardian', newChild(), `${childId}-by-gran`));
    await assertFails(createChildAs('guardian', newChild(), `${childId}-by-gran-2`, uids.guardian));
  });

  it('a guardian of one child records nothing of the owner’s other child', async () => {
    const other = `${childId}-other`;
    await rules.withoutRules(async (admin) => {
      await seedChild(admin, other, child);
      await setDoc(doc(admin, paths.measurementIndex(other)), { ids: ['m1'] });
    });
    const g = guardian();
    await assertFails(getDoc(doc(g, paths.child(other))));
    await assertFails(updateDoc(doc(g, paths.child(other)), { name: 'Not mine' }));
    await assertFails(
      indexedCreate(
        g,
        { path: paths.measurement(other, 'm2'), index: paths.measurementIndex(other), id: 'm2' },
        signed(),
      ),
    );
    await assertFails(updateDoc(doc(g, paths.measurement(other, 'm1')), { height: 99 }));
    await assertFails(deleteDoc(doc(g, paths.measurement(other, 'm1'))));
    await assertFails(getDoc(doc(g, paths.measurementIndex(other))));
  });

  it('no correction changes who entered a measurement, the owner’s included', async () => {
    const id = 'entered-by-gran';
    await rules.withoutRules((admin) =>
      setDoc(doc(admin, paths.measurement(childId, id)), {
        ...measurementData({ createdAt: seededAt }),
        createdBy: uids.guardian,
        createdByName: 'Gran',
      }),
    );
    for (const role of ['owner', 'guardian'] as const) {
      const ref = doc(db(role), paths.measurement(childId, id));
      await assertFails(updateDoc(ref, { createdBy: uids.owner }));
      await assertFails(updateDoc(ref, { createdBy: uidOf(role), createdByName: 'Someone' }));
      await assertFails(updateDoc(ref, { createdByName: 'Olivia' }));
      await assertFails(updateDoc(ref, { createdBy: deleteField() }));
      await assertFails(updateDoc(ref, { createdByName: deleteField() }));
      await assertSucceeds(updateDoc(ref, { height: role === 'owner' ? 102 : 103 }));
    }
    const snap = await assertSucceeds(getDoc(doc(db('owner'), paths.measurement(childId, id))));
    expect(snap.data()).toMatchObject({
      height: 103,
      createdBy: uids.guardian,
      createdByName: 'Gran',
    });
    // A measurement from before, unsigned, cannot be signed afterwards either.
    const m1 = doc(db('owner'), paths.measurement(childId, 'm1'));
    await assertFails(updateDoc(m1, { createdBy: uids.owner }));
    await assertFails(updateDoc(m1, { createdByName: 'Olivia' }));
  });

  /** The guardian's writes, each as the app makes it. */
  const writes = (): Array<[string, () => Promise<unknown>]> => {
    const g = guardian();
    return [
      ['renaming the child', () => updateDoc(doc(g, paths.child(childId)), { name: 'Ada G' })],
      ['adding a measurement', () => createMeasurementAs('guardian', signed(), 'later')],
      [
        'correcting a measurement',
        () => updateDoc(doc(g, paths.measurement(childId, 'm1')), { height: 104 }),
      ],
      ['deleting a measurement', () => deleteDoc(doc(g, paths.measurement(childId, 'm1')))],
    ];
  };

  const downgrades: Array<[string, Record<string, unknown>]> = [
    ['its role set to follower', { role: 'follower' }],
    ['its role removed (a follower from before roles)', { role: deleteField() }],
    ['a role that is not guardian', { role: 'owner' }],
  ];
  for (const [label, change] of downgrades) {
    it(`a guardian whose subscription has ${label} is refused the next write at once`, async () => {
      const g = guardian();
      await assertSucceeds(updateDoc(doc(g, paths.child(childId)), { name: 'Ada before' }));
      await rules.withoutRules((admin) => updateDoc(doc(admin, guardianSubscription()), change));
      for (const [, write] of writes()) await assertFails(write());
      await assertFails(getDoc(doc(g, paths.measurementIndex(childId))));
      // Still a follower: reads the child, its measurements and forecast.
      await assertSucceeds(getDoc(doc(g, paths.child(childId))));
      await assertSucceeds(getDocs(collection(g, paths.measurements(childId))));
      await assertSucceeds(getDocs(collection(g, paths.predictions(childId))));
    });
  }

  it('a removed guardian loses every read and write at once', async () => {
    const g = guardian();
    const reads: Array<() => Promise<unknown>> = [
      () => getDoc(doc(g, paths.child(childId))),
      () => getDoc(doc(g, paths.measurement(childId, 'm1'))),
      () => getDocs(collection(g, paths.measurements(childId))),
      () => getDocs(collection(g, paths.predictions(childId))),
      () => getDoc(doc(g, paths.measurementIndex(childId))),
    ];
    for (const read of reads) await assertSucceeds(read());
    await assertSucceeds(updateDoc(doc(g, paths.measurement(childId, 'm1')), { height: 102 }));
    // What removing a guardian does: the subscription goes, nothing else.
    await rules.withoutRules((admin) => deleteDoc(doc(admin, guardianSubscription())));
    for (const read of reads) await assertFails(read());
    for (const [, write] of writes()) await assertFails(write());
    // The owner and the followers keep theirs.
    await assertSucceeds(getDoc(doc(db('subscriber'), paths.child(childId))));
    await assertSucceeds(updateDoc(doc(db('owner'), paths.child(childId)), { name: 'Ada O' }));
  });
});
