import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { paths } from '@sprout/core';
import {
  childData,
  measurementData,
  productData,
  profileData,
  savedProductData,
} from '../support/factories';
import { createChild, createMeasurement, createSavedProduct } from '../support/indexed-writes';
import {
  isoFromNow,
  seedChild,
  seededAt,
  seedGuardian,
  uids,
  useRulesEnvironment,
  type RulesDb,
} from '../support/rules';

/**
 * An account whose address is not verified writes nothing but its sign-up profile (DESIGN.md,
 * issue 16): every client write is tried by the owner with `email_verified` false (refused),
 * then the very same write with a verified token (allowed), so the refusal is the token's doing.
 */

// Fresh ids per test: the functions emulator's triggers of one test must not reach the next.
let n = 0;
let childId = '';
let savedId = '';

const rules = useRulesEnvironment(async (db) => {
  n += 1;
  childId = `verified-child-${n}-${Date.now()}`;
  savedId = `verified-saved-${n}-${Date.now()}`;
  await setDoc(doc(db, paths.user(uids.owner)), storedProfile());
  const child = childData(uids.owner, { name: 'Ada', createdAt: seededAt });
  await seedChild(db, childId, child);
  await seedGuardian(db, childId, child);
  await setDoc(doc(db, paths.childIndex(uids.owner)), { ids: [childId] });
  await setDoc(doc(db, paths.measurementIndex(childId)), { ids: ['m1'] });
  await setDoc(doc(db, paths.savedProduct(uids.owner, savedId)), saved(savedId));
  await setDoc(doc(db, paths.savedProductIndex(uids.owner)), { ids: [savedId] });
});

const storedProfile = () =>
  profileData(
    { email: 'owner@sprout.test', name: 'Olivia Owner', locale: 'SE', language: 'sv' },
    Timestamp.fromDate(new Date(seededAt)),
  );
/** The profile as sign-up writes it (the server's time). */
const signUpProfile = () =>
  profileData(
    { email: 'owner@sprout.test', name: 'Olivia Owner', locale: 'SE', language: 'sv' },
    serverTimestamp(),
  );
const saved = (id: string) =>
  savedProductData(id, {
    ...productData({ active: true, createdAt: seededAt }),
    savedAt: isoFromNow(0),
  });

/** Each write a client makes, as the owner's app makes it. */
const writes: Array<[label: string, write: (db: RulesDb) => Promise<unknown>]> = [
  [
    'a profile update (settings)',
    (db) => updateDoc(doc(db, paths.user(uids.owner)), { name: 'O.' }),
  ],
  [
    'a new child (with its index)',
    (db) =>
      createChild(db, uids.owner, childData(uids.owner, { createdAt: isoFromNow(0) }), 'new-child'),
  ],
  ['a child renamed', (db) => updateDoc(doc(db, paths.child(childId)), { name: 'Ada L.' })],
  ['a child deleted', (db) => deleteDoc(doc(db, paths.child(childId)))],
  [
    'a new measurement (with its index)',
    (db) => createMeasurement(db, childId, measurementData({ createdAt: isoFromNow(0) }), 'm2'),
  ],
  [
    'a measurement corrected',
    (db) => updateDoc(doc(db, paths.measurement(childId, 'm1')), { height: 101 }),
  ],
  ['a measurement deleted', (db) => deleteDoc(doc(db, paths.measurement(childId, 'm1')))],
  [
    'the children index alone',
    (db) => updateDoc(doc(db, paths.childIndex(uids.owner)), { ids: arrayUnion('later') }),
  ],
  [
    'the measurement index alone',
    (db) => updateDoc(doc(db, paths.measurementIndex(childId)), { ids: arrayUnion('later') }),
  ],
  [
    'a new saved product (with its index)',
    (db) => createSavedProduct(db, uids.owner, saved('new-saved')),
  ],
  [
    'a saved product rewritten',
    (db) => setDoc(doc(db, paths.savedProduct(uids.owner, savedId)), saved(savedId)),
  ],
  ['a saved product removed', (db) => deleteDoc(doc(db, paths.savedProduct(uids.owner, savedId)))],
  [
    'the saved products index alone',
    (db) => updateDoc(doc(db, paths.savedProductIndex(uids.owner)), { ids: arrayUnion('later') }),
  ],
];

describe('an unverified address writes nothing but its sign-up profile', () => {
  for (const [label, write] of writes) {
    it(`${label}: refused unverified, allowed verified`, async () => {
      await assertFails(write(rules.unverifiedDb('owner')));
      await assertSucceeds(write(rules.db('owner')));
    });
  }

  it('new indexes: refused unverified, allowed verified', async () => {
    await rules.withoutRules(async (db) => {
      await deleteDoc(doc(db, paths.childIndex(uids.owner)));
      await deleteDoc(doc(db, paths.savedProductIndex(uids.owner)));
      await deleteDoc(doc(db, paths.measurementIndex(childId)));
    });
    for (const path of [
      paths.childIndex(uids.owner),
      paths.savedProductIndex(uids.owner),
      paths.measurementIndex(childId),
    ]) {
      await assertFails(setDoc(doc(rules.unverifiedDb('owner'), path), { ids: [] }));
      await assertSucceeds(setDoc(doc(rules.db('owner'), path), { ids: [] }));
    }
  });

  it('sign-up creates the profile before the address is verified', async () => {
    await rules.withoutRules((db) => deleteDoc(doc(db, paths.user(uids.owner))));
    await assertSucceeds(
      setDoc(doc(rules.unverifiedDb('owner'), paths.user(uids.owner)), signUpProfile()),
    );
  });

  it('a retried sign-up restamps the profile before the address is verified', async () => {
    await assertSucceeds(
      setDoc(doc(rules.unverifiedDb('owner'), paths.user(uids.owner)), signUpProfile()),
    );
  });

  it('a token without email_verified counts as unverified', async () => {
    const bare = rules.env().authenticatedContext(uids.owner, { email: 'owner@sprout.test' });
    await assertFails(updateDoc(doc(bare.firestore(), paths.child(childId)), { name: 'Ada L.' }));
  });
});

/** What a guardian writes of the child (issue 33), as the app makes it. */
const guardianWrites: Array<[label: string, write: (db: RulesDb) => Promise<unknown>]> = [
  ['the child renamed', (db) => updateDoc(doc(db, paths.child(childId)), { name: 'Ada G.' })],
  [
    'a new measurement (with its index)',
    (db) =>
      createMeasurement(
        db,
        childId,
        { ...measurementData({ createdAt: isoFromNow(0) }), createdBy: uids.guardian },
        'm2',
      ),
  ],
  [
    'a measurement corrected',
    (db) => updateDoc(doc(db, paths.measurement(childId, 'm1')), { height: 101 }),
  ],
  ['a measurement deleted', (db) => deleteDoc(doc(db, paths.measurement(childId, 'm1')))],
  [
    'the measurement index alone',
    (db) => updateDoc(doc(db, paths.measurementIndex(childId)), { ids: arrayUnion('later') }),
  ],
];

describe('an unverified guardian records nothing', () => {
  for (const [label, write] of guardianWrites) {
    it(`${label}: refused unverified, allowed verified`, async () => {
      await assertFails(write(rules.unverifiedDb('guardian')));
      await assertSucceeds(write(rules.db('guardian')));
    });
  }
});

describe('users/{uid}/private/welcome (the welcome that waits for verification)', () => {
  it('is the server’s: not even its owner reads or writes it', async () => {
    const path = paths.welcomePending(uids.owner);
    await rules.withoutRules((db) => setDoc(doc(db, path), { pendingSince: seededAt }));
    for (const db of [rules.db('owner'), rules.unverifiedDb('owner'), rules.db('admin')]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(setDoc(doc(db, path), { pendingSince: isoFromNow(0) }));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });
});
