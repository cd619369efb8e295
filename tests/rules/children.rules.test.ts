import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { collections, paths } from '@sprout/core';
import { childData, measurementData } from '../support/factories';
import {
  documentRequest,
  expectAllowed,
  itForEveryRole,
  readWrite,
  seedChild,
  seededAt,
  uids,
  useRulesEnvironment,
  type Operation,
  type Role,
} from '../support/rules';

// A fresh id per test: the functions emulator runs beside these tests, and the triggers of one
// test's child (onChildDeleted after clearFirestore, onMeasurementWritten) must not reach the next.
let childNumber = 0;
let childId = 'child-0';
const child = childData(uids.owner, {
  viewerIds: [uids.owner, uids.subscriber],
  name: 'Ada',
  birthDate: '2022-05-01',
  createdAt: seededAt,
});
const measurement = measurementData({ createdAt: seededAt });

const rules = useRulesEnvironment(async (db) => {
  childId = `child-${++childNumber}-${Date.now()}`;
  await seedChild(db, childId, child);
});
const db = rules.db;

/** Who may do what, per collection: the security model of DESIGN.md. */
const matrix: Record<string, Record<Operation, Role[]>> = {
  // Only the owner writes; the owner and the subscribers read.
  children: readWrite(['owner', 'subscriber'], ['owner']),
  measurements: readWrite(['owner', 'subscriber'], ['owner']),
  // Forecasts are the server's: read like the child, written by no client.
  predictions: readWrite(['owner', 'subscriber']),
};

function attempt(kind: string, role: Role, operation: Operation): Promise<unknown> {
  const d = db(role);
  if (kind === 'children') {
    return documentRequest(d, operation, paths.child(childId), {
      // The app's own query: the children this user may see.
      list: query(
        collection(d, collections.children),
        where('viewerIds', 'array-contains', role === 'anonymous' ? 'nobody' : uids[role]),
      ),
      // A new child of the owner's (others may only create their own).
      create: { ...child, viewerIds: [uids.owner] },
      createPath: paths.child('child-2'),
      update: { name: 'Ada Lovelace' },
    });
  }
  return kind === 'measurements'
    ? documentRequest(d, operation, `${paths.measurements(childId)}/m1`, {
        create: measurement,
        update: { height: 102 },
      })
    : documentRequest(d, operation, `${paths.predictions(childId)}/winter-2026`, {
        create: { season: 'spring', year: 2027 },
        update: { year: 2030 },
      });
}

for (const [kind, operations] of Object.entries(matrix)) {
  describe(`${kind}: every role x operation`, () => {
    itForEveryRole(operations, async (role, operation, allowed) => {
      if (
        kind === 'children' &&
        operation === 'list' &&
        (role === 'stranger' || role === 'admin')
      ) {
        // Their own query succeeds but finds nothing of this family's.
        const result = (await assertSucceeds(attempt(kind, role, operation))) as {
          size: number;
        };
        expect(result.size).toBe(0);
        return;
      }
      await expectAllowed(allowed, attempt(kind, role, operation));
    });
  });
}

describe('children and measurements: shapes the owner may not write', () => {
  const owner = () => db('owner');

  it('rejects listing all children without the viewer filter', async () => {
    await assertFails(getDocs(collection(owner(), collections.children)));
  });

  it('rejects a child that names others as viewers or another owner', async () => {
    await assertFails(
      setDoc(doc(owner(), paths.child('c3')), { ...child, viewerIds: [uids.owner, uids.stranger] }),
    );
    await assertFails(
      setDoc(doc(owner(), paths.child('c4')), {
        ...child,
        ownerId: uids.stranger,
        viewerIds: [uids.stranger],
      }),
    );
    await assertFails(
      setDoc(doc(owner(), paths.child('c5')), {
        ...child,
        viewerIds: [uids.owner],
        gender: 'other',
      }),
    );
    await assertFails(
      setDoc(doc(owner(), paths.child('c6')), { ...child, viewerIds: [uids.owner], name: ' ' }),
    );
  });

  it('rejects changing viewers or owner, and an empty name', async () => {
    const ref = doc(owner(), paths.child(childId));
    await assertFails(updateDoc(ref, { viewerIds: [uids.owner] }));
    await assertFails(updateDoc(ref, { ownerId: uids.stranger }));
    await assertFails(updateDoc(ref, { name: '' }));
  });

  it('rejects out-of-range and malformed measurements', async () => {
    const at = (id: string) => doc(owner(), `${paths.measurements(childId)}/${id}`);
    await assertFails(setDoc(at('a'), { ...measurement, height: 251 }));
    await assertFails(setDoc(at('b'), { ...measurement, height: 0 }));
    await assertFails(setDoc(at('c'), { ...measurement, weight: 120 }));
    await assertFails(setDoc(at('d'), { ...measurement, footLength: '16' }));
    await assertFails(setDoc(at('e'), { ...measurement, measuredAt: 'yesterday' }));
    await assertFails(setDoc(at('f'), { ...measurement, chest: 151 }));
    await assertSucceeds(setDoc(at('g'), { ...measurement, chest: 80 }));
  });

  it('rejects percentiles from the client', async () => {
    const at = (id: string) => doc(owner(), `${paths.measurements(childId)}/${id}`);
    await assertFails(setDoc(at('p'), { ...measurement, percentiles: { height: { z: 3 } } }));
    await assertFails(updateDoc(at('m1'), { percentiles: { height: { z: 3 } } }));
  });

  it('rejects a subscriber writing anything of the child', async () => {
    const sub = db('subscriber');
    await assertFails(updateDoc(doc(sub, paths.child(childId)), { name: 'Mine now' }));
    await assertFails(setDoc(doc(sub, `${paths.measurements(childId)}/x`), measurement));
    await assertFails(deleteDoc(doc(sub, paths.child(childId))));
  });
});
