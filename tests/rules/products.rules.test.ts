import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
  type QuerySnapshot,
} from 'firebase/firestore';
import { collections, paths, productMatchKeys, type SavedProduct } from '@sprout/core';
import { catalogueProduct, productData as product, savedProductData } from '../support/factories';
import {
  documentRequest,
  expectAllowed,
  itForEveryRole,
  readWrite,
  seededAt,
  signedInRoles,
  uidOf,
  uids,
  useRulesEnvironment,
  type Operation,
  type Role,
} from '../support/rules';

type ProductOperation =
  | 'get (active)'
  | 'get (inactive)'
  | 'list (active-filtered)'
  | 'list (unfiltered)'
  | Exclude<Operation, 'get' | 'list'>;

// Fresh ids per test: the functions emulator runs beside these tests, and nothing one test
// leaves behind (or a trigger of it) may be mistaken for the next test's documents.
let seeded = 0;
let activeId = '';
let inactiveId = '';
let savedId = '';

const productData = (active: boolean) => product({ active, createdAt: seededAt });
/** A catalogue document as the functions write it: with its matchKeys. */
const productDoc = (active: boolean) => catalogueProduct(productData(active));
/** A saved product as the app syncs it: the product, its id, when it was saved; no matchKeys. */
const saved = (id: string): SavedProduct =>
  savedProductData(id, { ...productData(true), savedAt: '2026-11-02T08:30:00.000Z' });

const savedPath = (uid: string) => `${paths.user(uid)}/${collections.savedProducts}`;

const rules = useRulesEnvironment(async (db) => {
  const n = `${++seeded}-${Date.now()}`;
  activeId = `product-active-${n}`;
  inactiveId = `product-inactive-${n}`;
  savedId = `product-saved-${n}`;
  await setDoc(doc(db, paths.product(activeId)), productDoc(true));
  await setDoc(doc(db, paths.product(inactiveId)), productDoc(false));
  await setDoc(doc(db, `${savedPath(uids.owner)}/${savedId}`), saved(savedId));
});
const db = rules.db;

/** Who may do what: the catalogue is read-only to signed-in users; saved products are private. */
const productMatrix: Record<ProductOperation, Role[]> = {
  'get (active)': ['owner', 'subscriber', 'stranger', 'admin'],
  'get (inactive)': [],
  'list (active-filtered)': ['owner', 'subscriber', 'stranger', 'admin'],
  'list (unfiltered)': [],
  create: [],
  update: [],
  delete: [],
};
const savedMatrix = readWrite(['owner'], ['owner']);

function attemptProduct(role: Role, operation: ProductOperation): Promise<unknown> {
  const d = db(role);
  const existing = doc(d, paths.product(activeId));
  switch (operation) {
    case 'get (active)':
      return getDoc(existing);
    case 'get (inactive)':
      return getDoc(doc(d, paths.product(inactiveId)));
    case 'list (active-filtered)':
      return getDocs(query(collection(d, collections.products), where('active', '==', true)));
    case 'list (unfiltered)':
      return getDocs(collection(d, collections.products));
    case 'create':
      return setDoc(doc(d, paths.product(`${activeId}-new`)), productDoc(true));
    case 'update':
      return updateDoc(existing, { priceEur: 1 });
    case 'delete':
      return deleteDoc(existing);
  }
}

function attemptSaved(role: Role, operation: Operation): Promise<unknown> {
  const newId = `${savedId}-new`;
  // list: the app's own query, the whole list of one user (web/src/features/products/api).
  return documentRequest(db(role), operation, `${savedPath(uids.owner)}/${savedId}`, {
    create: saved(newId),
    createPath: `${savedPath(uids.owner)}/${newId}`,
    update: { priceEur: 39.9, savedAt: '2026-11-03T09:00:00.000Z' },
  });
}

describe('products: every role x operation', () => {
  itForEveryRole(productMatrix, async (role, operation, allowed) => {
    if (operation === 'list (active-filtered)' && allowed) {
      const result = await assertSucceeds(
        attemptProduct(role, operation) as Promise<QuerySnapshot>,
      );
      expect(result.docs.map((d) => d.id)).toEqual([activeId]);
      return;
    }
    await expectAllowed(allowed, attemptProduct(role, operation));
  });
});

describe('savedProducts (of the owner): every role x operation', () => {
  itForEveryRole(savedMatrix, async (role, operation, allowed) => {
    if (operation === 'list' && allowed) {
      const result = await assertSucceeds(attemptSaved(role, operation) as Promise<QuerySnapshot>);
      expect(result.docs.map((d) => d.id)).toEqual([savedId]);
      return;
    }
    await expectAllowed(allowed, attemptSaved(role, operation));
  });
});

describe('products: what the catalogue keeps from clients', () => {
  it('a filter on something else than active is denied, even if it finds only active ones', async () => {
    await assertFails(
      getDocs(
        query(
          collection(db('owner'), collections.products),
          where('item', '==', productData(true).item),
        ),
      ),
    );
    await assertFails(
      getDocs(query(collection(db('owner'), collections.products), where('active', '==', false))),
    );
  });

  it('the admin claim writes nothing, not even a valid product', async () => {
    const admin = db('admin');
    await assertFails(setDoc(doc(admin, paths.product(`${activeId}-admin`)), productDoc(true)));
    await assertFails(updateDoc(doc(admin, paths.product(inactiveId)), { active: true }));
    await assertFails(
      updateDoc(doc(admin, paths.product(activeId)), { matchKeys: ['global|unisex|clothes'] }),
    );
    await assertFails(deleteDoc(doc(admin, paths.product(inactiveId))));
  });

  it('a product taken off sale is gone at once', async () => {
    const owner = db('owner');
    await assertSucceeds(getDoc(doc(owner, paths.product(activeId))));
    await rules.withoutRules((admin) =>
      updateDoc(doc(admin, paths.product(activeId)), { active: false }),
    );
    await assertFails(getDoc(doc(owner, paths.product(activeId))));
    const listed = await assertSucceeds(
      getDocs(query(collection(owner, collections.products), where('active', '==', true))),
    );
    expect(listed.size).toBe(0);
  });
});

describe('savedProducts: each user’s own, and only valid ones', () => {
  const owner = () => db('owner');
  const at = (id: string) => doc(owner(), `${savedPath(uids.owner)}/${id}`);
  const without = (id: string, key: keyof SavedProduct) =>
    Object.fromEntries(Object.entries(saved(id)).filter(([name]) => name !== key));

  it('every signed-in role manages its own list, and only its own', async () => {
    for (const role of signedInRoles) {
      const d = db(role);
      const id = `${savedId}-${role}`;
      const mine = doc(d, `${savedPath(uidOf(role))}/${id}`);
      await assertSucceeds(setDoc(mine, saved(id)));
      await assertSucceeds(getDoc(mine));
      const list = await assertSucceeds(getDocs(collection(d, savedPath(uidOf(role)))));
      expect(list.size).toBeGreaterThan(0);
      await assertSucceeds(updateDoc(mine, { title: 'Jacket - Renamed' }));
      await assertSucceeds(deleteDoc(mine));
      if (role !== 'owner') {
        await assertFails(getDoc(doc(d, `${savedPath(uids.owner)}/${savedId}`)));
      }
    }
    const anonymous = db('anonymous');
    const id = `${savedId}-anonymous`;
    await assertFails(setDoc(doc(anonymous, `${savedPath(uidOf('anonymous'))}/${id}`), saved(id)));
  });

  it('the app’s sync (a batch of full sets, new and existing) is allowed', async () => {
    const d = owner();
    const mine = (id: string) => doc(d, `${savedPath(uids.owner)}/${id}`);
    const batch = writeBatch(d);
    batch.set(mine(savedId), { ...saved(savedId), savedAt: '2026-11-04T12:00:00Z' });
    batch.set(mine(`${savedId}-b`), saved(`${savedId}-b`));
    await assertSucceeds(batch.commit());
  });

  it('rejects an id that is not the document’s', async () => {
    await assertFails(setDoc(at(`${savedId}-x`), saved('another-product')));
    await assertFails(updateDoc(at(savedId), { id: 'another-product' }));
  });

  it('rejects a missing title, and a title empty or over 300 characters', async () => {
    await assertFails(setDoc(at(`${savedId}-a`), without(`${savedId}-a`, 'title')));
    await assertFails(setDoc(at(`${savedId}-b`), { ...saved(`${savedId}-b`), title: '' }));
    await assertFails(
      setDoc(at(`${savedId}-c`), { ...saved(`${savedId}-c`), title: 'x'.repeat(301) }),
    );
    await assertFails(updateDoc(at(savedId), { title: deleteField() }));
    await assertSucceeds(
      setDoc(at(`${savedId}-d`), { ...saved(`${savedId}-d`), title: 'x'.repeat(300) }),
    );
  });

  it('rejects a negative price, or one that is no number', async () => {
    await assertFails(setDoc(at(`${savedId}-a`), { ...saved(`${savedId}-a`), priceEur: -1 }));
    await assertFails(setDoc(at(`${savedId}-b`), { ...saved(`${savedId}-b`), priceEur: '49.9' }));
    await assertFails(updateDoc(at(savedId), { priceEur: -0.01 }));
    await assertSucceeds(setDoc(at(`${savedId}-c`), { ...saved(`${savedId}-c`), priceEur: 0 }));
  });

  it('rejects a savedAt that is not an ISO time', async () => {
    await assertFails(
      setDoc(at(`${savedId}-a`), { ...saved(`${savedId}-a`), savedAt: '2026-11-02' }),
    );
    await assertFails(
      setDoc(at(`${savedId}-b`), { ...saved(`${savedId}-b`), savedAt: 'yesterday' }),
    );
    await assertFails(setDoc(at(`${savedId}-c`), without(`${savedId}-c`, 'savedAt')));
  });

  it('rejects an affiliate link that is not http(s), or too long', async () => {
    await assertFails(
      setDoc(at(`${savedId}-a`), { ...saved(`${savedId}-a`), affiliateUrl: 'javascript:alert(1)' }),
    );
    await assertFails(
      setDoc(at(`${savedId}-b`), {
        ...saved(`${savedId}-b`),
        affiliateUrl: 'data:text/html,<script>alert(1)</script>',
      }),
    );
    await assertFails(updateDoc(at(savedId), { affiliateUrl: ' https://shop.example.com/jacket' }));
    await assertFails(
      setDoc(at(`${savedId}-c`), {
        ...saved(`${savedId}-c`),
        affiliateUrl: `https://shop.example.com/${'x'.repeat(2000)}`,
      }),
    );
    await assertSucceeds(
      setDoc(at(`${savedId}-d`), {
        ...saved(`${savedId}-d`),
        affiliateUrl: 'HTTP://shop.example.com/jacket',
      }),
    );
  });

  it('rejects an image URL that is no string or too long', async () => {
    await assertFails(setDoc(at(`${savedId}-a`), { ...saved(`${savedId}-a`), imageUrl: null }));
    await assertFails(
      setDoc(at(`${savedId}-b`), { ...saved(`${savedId}-b`), imageUrl: 'x'.repeat(2001) }),
    );
  });

  it('rejects an unknown key, such as the catalogue’s matchKeys', async () => {
    await assertFails(
      setDoc(at(`${savedId}-a`), {
        ...saved(`${savedId}-a`),
        matchKeys: productMatchKeys(productData(true)),
      }),
    );
    await assertFails(setDoc(at(`${savedId}-b`), { ...saved(`${savedId}-b`), note: 'mine' }));
    await assertFails(updateDoc(at(savedId), { matchKeys: ['global|unisex|clothes|winter|92'] }));
  });

  it('rejects a category outside clothes, shoes and accessories', async () => {
    await assertFails(setDoc(at(`${savedId}-a`), { ...saved(`${savedId}-a`), category: 'toys' }));
    await assertFails(updateDoc(at(savedId), { category: 'Shoes' }));
    await assertSucceeds(
      setDoc(at(`${savedId}-b`), { ...saved(`${savedId}-b`), category: 'accessories' }),
    );
  });
});
