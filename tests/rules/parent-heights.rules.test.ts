import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { paths } from '@sprout/core';
import { childData, parentHeightsData } from '../support/factories';
import {
  absent,
  documentRequest,
  expectAllowed,
  expectFieldVerdict,
  isoFromNow,
  itForEveryRole,
  parentCollection,
  seedChild,
  seededAt,
  seedFollower,
  seedGuardian,
  uids,
  useRulesEnvironment,
  verdict,
  type FieldCase,
  type Operation,
  type Role,
} from '../support/rules';

// A fresh child per test: the functions emulator runs beside these tests, and the triggers of one
// test's documents (onParentHeightsWritten, onChildDeleted) must not reach the next.
let childNumber = 0;
let childId = 'child-0';
const child = childData(uids.owner, { name: 'Ada', birthDate: '2022-05-01', createdAt: seededAt });
/** What the edit-child dialog writes now. */
const heightsNow = () => parentHeightsData({ updatedAt: isoFromNow(0) });

const rules = useRulesEnvironment(async (db) => {
  childId = `parents-child-${++childNumber}-${Date.now()}`;
  await seedChild(db, childId, child);
  // The subscriber follows the child: reads it, its measurements and forecast. The guardian
  // also records them, but the heights stay the owner's.
  await seedFollower(db, childId, child, uids.subscriber);
  await seedGuardian(db, childId, child);
  await setDoc(
    doc(db, paths.parentHeights(childId)),
    parentHeightsData({ updatedAt: isoFromNow(-1) }),
  );
});
const db = rules.db;
const heightsPath = () => paths.parentHeights(childId);

/**
 * The owner's alone: the owner reads and writes it, nobody lists it, no one else touches it, the
 * child's followers and guardians included.
 */
const matrix: Record<Operation, Role[]> = {
  get: ['owner'],
  list: [],
  create: ['owner'],
  update: ['owner'],
  delete: ['owner'],
};

async function attempt(role: Role, operation: Operation): Promise<unknown> {
  // create: the document of a child that has none yet.
  if (operation === 'create')
    await rules.withoutRules((admin) => deleteDoc(doc(admin, heightsPath())));
  return documentRequest(db(role), operation, heightsPath(), {
    create: heightsNow(),
    createPath: heightsPath(),
    update: { motherCm: 166, updatedAt: isoFromNow(0) },
  });
}

describe("parents' heights: every role x operation", () => {
  itForEveryRole(matrix, async (role, operation, allowed) => {
    await expectAllowed(allowed, attempt(role, operation));
  });
});

describe("parents' heights: what following reveals", () => {
  it('a follower reads the child and its forecast, but not the heights', async () => {
    const sub = db('subscriber');
    await assertSucceeds(getDoc(doc(sub, paths.child(childId))));
    await assertSucceeds(getDocs(collection(sub, paths.predictions(childId))));
    await assertFails(getDoc(doc(sub, heightsPath())));
    await assertFails(getDocs(collection(sub, parentCollection(heightsPath()))));
  });

  it('a follower cannot write them either, not even a first document', async () => {
    await rules.withoutRules((admin) => deleteDoc(doc(admin, heightsPath())));
    await assertFails(setDoc(doc(db('subscriber'), heightsPath()), heightsNow()));
  });

  it('a guardian records the child, but neither reads nor writes the heights', async () => {
    const g = db('guardian');
    await assertSucceeds(getDoc(doc(g, paths.child(childId))));
    await assertSucceeds(getDocs(collection(g, paths.predictions(childId))));
    await assertSucceeds(updateDoc(doc(g, paths.child(childId)), { name: 'Ada by Gran' }));
    await assertFails(getDoc(doc(g, heightsPath())));
    await assertFails(getDocs(collection(g, parentCollection(heightsPath()))));
    await assertFails(setDoc(doc(g, heightsPath()), heightsNow()));
    await assertFails(
      updateDoc(doc(g, heightsPath()), { motherCm: 170, updatedAt: isoFromNow(0) }),
    );
    await assertFails(deleteDoc(doc(g, heightsPath())));
    // Not even a first document, for a child that has none yet.
    await rules.withoutRules((admin) => deleteDoc(doc(admin, heightsPath())));
    await assertFails(setDoc(doc(g, heightsPath()), heightsNow()));
    await assertFails(getDoc(doc(g, heightsPath())));
  });

  it("the owner's unverified session, and the owner once the child is gone, are refused", async () => {
    await assertFails(getDoc(doc(rules.unverifiedDb('owner'), heightsPath())));
    await assertFails(setDoc(doc(rules.unverifiedDb('owner'), heightsPath()), heightsNow()));
    await rules.withoutRules((admin) => deleteDoc(doc(admin, paths.child(childId))));
    await assertFails(getDoc(doc(db('owner'), heightsPath())));
    await assertFails(setDoc(doc(db('owner'), heightsPath()), heightsNow()));
  });

  it('only the document named parents opens, and nobody lists them, the owner included', async () => {
    const owner = db('owner');
    await assertFails(setDoc(doc(owner, `${parentCollection(heightsPath())}/notes`), heightsNow()));
    await assertFails(getDoc(doc(owner, `${parentCollection(heightsPath())}/notes`)));
    await assertFails(getDocs(collection(owner, parentCollection(heightsPath()))));
    const snap = await assertSucceeds(getDoc(doc(owner, heightsPath())));
    expect(snap.data()).toMatchObject({ motherCm: 164.5, fatherCm: 181 });
  });

  it('a child without heights reads as no document to its owner', async () => {
    await rules.withoutRules((admin) => deleteDoc(doc(admin, heightsPath())));
    const snap = await assertSucceeds(getDoc(doc(db('owner'), heightsPath())));
    expect(snap.exists()).toBe(false);
  });
});

/** Each case changes one field of a valid document (heightsNow). */
const cases: FieldCase[] = [
  ...(['motherCm', 'fatherCm'] as const).flatMap((field): FieldCase[] => [
    [`${field} 120 (the lower limit)`, { [field]: 120 }, true],
    [`${field} 220 (the upper limit)`, { [field]: 220 }, true],
    [`${field} 172.5`, { [field]: 172.5 }, true],
    [`${field} 119.9`, { [field]: 119.9 }, false],
    [`${field} 220.1`, { [field]: 220.1 }, false],
    [`${field} 250`, { [field]: 250 }, false],
    [`${field} 0`, { [field]: 0 }, false],
    [`${field} -170`, { [field]: -170 }, false],
    [`${field} as a string`, { [field]: '170' }, false],
    [`${field} as a list`, { [field]: [170] }, false],
    [`${field} null (not given)`, { [field]: null }, true],
    [`no ${field}`, { [field]: absent }, true],
  ]),
  ['both heights null', { motherCm: null, fatherCm: null }, true],
  ['updatedAt 30 days ago (written offline)', { updatedAt: isoFromNow(-30) }, true],
  ['updatedAt 61 days ago', { updatedAt: isoFromNow(-61) }, false],
  ['updatedAt two days ahead', { updatedAt: isoFromNow(2) }, false],
  ['updatedAt that is a number', { updatedAt: Date.now() }, false],
  ['updatedAt that is no time', { updatedAt: 'now' }, false],
  ['no updatedAt', { updatedAt: absent }, false],
  ['an unknown key', { note: 'dad is tall' }, false],
  ['the child owner named', { ownerId: uids.owner }, false],
];

describe("parents' heights: every field is checked, on create and on update", () => {
  for (const [label, patch, allowed] of cases) {
    it(`a new document with ${label} ${verdict(allowed)}`, () =>
      expectFieldVerdict(
        async (data) => {
          await rules.withoutRules((admin) => deleteDoc(doc(admin, heightsPath())));
          return setDoc(doc(db('owner'), heightsPath()), data);
        },
        heightsNow(),
        patch,
        allowed,
      ));
    it(`a save over the stored one with ${label} ${verdict(allowed)}`, () =>
      expectFieldVerdict(
        (data) => setDoc(doc(db('owner'), heightsPath()), data),
        heightsNow(),
        patch,
        allowed,
      ));
  }
});
