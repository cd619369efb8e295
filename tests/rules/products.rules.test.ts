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
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  collections,
  paths,
  productMatchKeys,
  savedProductMaxPriceEur,
  savedProductRemovalsPerWrite,
  writeCaps,
  type SavedProduct,
} from '@sprout/core';
import { createSavedProduct } from '../support/indexed-writes';
import { catalogueProduct, productData as product, savedProductData } from '../support/factories';
import {
  absent,
  documentRequest,
  expectAllowed,
  expectFieldVerdict,
  fillerIds,
  isoFromNow,
  itForEveryRole,
  verdict,
  type FieldCase,
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

/** A saved product as the app writes it now. */
const newSaved = (id: string): SavedProduct =>
  savedProductData(id, { ...productData(true), savedAt: isoFromNow(0) });

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
  'get (active)': ['owner', 'subscriber', 'guardian', 'stranger', 'admin'],
  'get (inactive)': [],
  'list (active-filtered)': ['owner', 'subscriber', 'guardian', 'stranger', 'admin'],
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
  // create: as the app writes it, with the id in the owner's index.
  if (operation === 'create') return createSavedProduct(db(role), uids.owner, newSaved(newId));
  // list: the app's own query, the whole list of one user (web/src/features/products/api).
  return documentRequest(db(role), operation, `${savedPath(uids.owner)}/${savedId}`, {
    create: {},
    update: { priceEur: 39.9, savedAt: isoFromNow(0) },
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
  const createAs = (role: Role, data: Record<string, unknown> & { id: string }, id = data.id) =>
    createSavedProduct(db(role), uidOf(role), data, id);

  it('every signed-in role manages its own list, and only its own', async () => {
    for (const role of signedInRoles) {
      const d = db(role);
      const id = `${savedId}-${role}`;
      const mine = doc(d, `${savedPath(uidOf(role))}/${id}`);
      await assertSucceeds(createAs(role, newSaved(id)));
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
    await assertFails(createSavedProduct(anonymous, uidOf('anonymous'), newSaved(id), id));
  });

  it('the app’s sync (a batch of full sets, new and existing, ids in the index) is allowed', async () => {
    const d = owner();
    const mine = (id: string) => doc(d, `${savedPath(uids.owner)}/${id}`);
    const batch = writeBatch(d);
    batch.set(mine(savedId), { ...newSaved(savedId), savedAt: isoFromNow(0) });
    batch.set(mine(`${savedId}-b`), newSaved(`${savedId}-b`));
    batch.set(mine(`${savedId}-c`), newSaved(`${savedId}-c`));
    batch.set(
      doc(d, paths.savedProductIndex(uids.owner)),
      { ids: arrayUnion(savedId, `${savedId}-b`, `${savedId}-c`) },
      { merge: true },
    );
    await assertSucceeds(batch.commit());
  });

  it('rejects an id that is not the document’s', async () => {
    await assertFails(createAs('owner', newSaved('another-product'), `${savedId}-x`));
    await assertFails(updateDoc(at(savedId), { id: 'another-product' }));
    await assertSucceeds(createAs('owner', newSaved(`${savedId}-y`)));
  });

  it('rejects an unknown key, such as the catalogue’s matchKeys', async () => {
    await assertFails(
      createAs('owner', {
        ...newSaved(`${savedId}-a`),
        matchKeys: productMatchKeys(productData(true)),
      }),
    );
    await assertFails(createAs('owner', { ...newSaved(`${savedId}-b`), note: 'mine' }));
    await assertFails(updateDoc(at(savedId), { matchKeys: ['global|unisex|clothes|winter|92'] }));
    await assertFails(updateDoc(at(savedId), { title: deleteField() }));
    await assertFails(updateDoc(at(savedId), { category: 'Shoes' }));
    await assertSucceeds(updateDoc(at(savedId), { priceEur: 39.9 }));
  });

  it('rejects a product that is not listed in the index', async () => {
    await assertFails(setDoc(at(`${savedId}-unlisted`), newSaved(`${savedId}-unlisted`)));
    await assertSucceeds(createAs('owner', newSaved(`${savedId}-listed`)));
  });
});

/** Every one of the 18 keys of a saved product, each case changing one of a valid product. */
const savedKeys: (keyof SavedProduct)[] = [
  'id',
  'country',
  'seasons',
  'category',
  'subcategory',
  'item',
  'genderType',
  'minSize',
  'maxSize',
  'usMinSize',
  'usMaxSize',
  'title',
  'imageUrl',
  'affiliateUrl',
  'priceEur',
  'active',
  'createdAt',
  'savedAt',
];
const savedCases: FieldCase[] = [
  ...savedKeys.map((key): FieldCase => [`no ${key}`, { [key]: absent }, false]),
  ['country global', { country: 'global' }, true],
  ['country JP', { country: 'JP' }, true],
  ['an unknown country', { country: 'XX' }, false],
  ['seasons of all four', { seasons: ['spring', 'summer', 'autumn', 'winter'] }, true],
  ['no season', { seasons: [] }, false],
  ['an unknown season', { seasons: ['monsoon'] }, false],
  ['five seasons', { seasons: ['spring', 'summer', 'autumn', 'winter', 'winter'] }, false],
  ['seasons as a string', { seasons: 'winter' }, false],
  ['category shoes', { category: 'shoes' }, true],
  ['a category outside clothes, shoes and accessories', { category: 'toys' }, false],
  ['an empty subcategory', { subcategory: '' }, true],
  ['a subcategory of 81 characters', { subcategory: 'x'.repeat(81) }, false],
  ['a subcategory that is no string', { subcategory: null }, false],
  ['an item of 80 characters', { item: 'x'.repeat(80) }, true],
  ['an item of 81 characters', { item: 'x'.repeat(81) }, false],
  ['an item that is no string', { item: 7 }, false],
  ['genderType female', { genderType: 'female' }, true],
  ['an unknown genderType', { genderType: 'boys' }, false],
  ['an empty minSize', { minSize: '' }, false],
  ['a minSize of 21 characters', { minSize: '9'.repeat(21) }, false],
  ['a minSize that is a number', { minSize: 92 }, false],
  ['a maxSize of 20 characters', { maxSize: '1'.repeat(20) }, true],
  ['an empty maxSize', { maxSize: '' }, false],
  ['a maxSize that is a number', { maxSize: 104 }, false],
  ['no US sizes (null)', { usMinSize: null, usMaxSize: null }, true],
  ['a usMinSize of 21 characters', { usMinSize: 'T'.repeat(21) }, false],
  ['an empty usMaxSize', { usMaxSize: '' }, false],
  ['a usMaxSize that is a number', { usMaxSize: 4 }, false],
  ['a title of 300 characters', { title: 'x'.repeat(300) }, true],
  ['a title of 301 characters', { title: 'x'.repeat(301) }, false],
  ['an empty title', { title: '' }, false],
  ['titles in Swedish and Arabic', { titles: { sv: 'Mysig huvtröja', ar: 'هودي مريح' } }, true],
  ['no titles in other languages (an empty map)', { titles: {} }, true],
  ['a title in a language Sprout does not speak', { titles: { xx: 'Hoodie' } }, false],
  ['an English entry among the titles', { titles: { en: 'Hoodie' } }, false],
  ['a Swedish title of 301 characters', { titles: { sv: 'x'.repeat(301) } }, false],
  ['a Swedish title that is no string', { titles: { sv: 7 } }, false],
  ['titles as a list', { titles: ['Mysig'] }, false],
  ['an image at an http address', { imageUrl: 'http://img.example.com/a.jpg' }, true],
  ['an image at a path of the app', { imageUrl: '/catalog/winter-jacket.svg' }, true],
  ['an image at a protocol-relative URL', { imageUrl: '//evil.example/a.png' }, false],
  ['an image at a path with a space', { imageUrl: '/catalog/a b.svg' }, false],
  ['an image at a data: URL', { imageUrl: 'data:image/png;base64,AAAA' }, false],
  ['an image at a javascript: URL', { imageUrl: 'javascript:alert(1)' }, false],
  ['an image URL of 2001 characters', { imageUrl: `https://a.b/${'x'.repeat(1989)}` }, false],
  ['an image URL that is null', { imageUrl: null }, false],
  ['an affiliate link in capitals', { affiliateUrl: 'HTTP://shop.example.com/jacket' }, true],
  ['an affiliate javascript: link', { affiliateUrl: 'javascript:alert(1)' }, false],
  ['an affiliate data: link', { affiliateUrl: 'data:text/html,<script>alert(1)</script>' }, false],
  [
    'an affiliate link with a leading space',
    { affiliateUrl: ' https://shop.example.com/a' },
    false,
  ],
  ['an affiliate link without a host', { affiliateUrl: 'https:///path' }, false],
  [
    'an affiliate link of 2001 characters',
    { affiliateUrl: `https://a.b/${'x'.repeat(1989)}` },
    false,
  ],
  ['a price of 0', { priceEur: 0 }, true],
  [
    `the highest price (${savedProductMaxPriceEur} EUR)`,
    { priceEur: savedProductMaxPriceEur },
    true,
  ],
  ['a price above the highest', { priceEur: savedProductMaxPriceEur + 0.01 }, false],
  ['a negative price', { priceEur: -0.01 }, false],
  ['a price as a string', { priceEur: '49.9' }, false],
  ['active false', { active: false }, true],
  ['active as a string', { active: 'yes' }, false],
  ['a createdAt that is no ISO time', { createdAt: '2026-11-01' }, false],
  ['a savedAt 30 days ago (saved offline)', { savedAt: isoFromNow(-30) }, true],
  ['a savedAt two days ahead', { savedAt: isoFromNow(2) }, false],
  ['a savedAt 61 days ago', { savedAt: isoFromNow(-61) }, false],
  ['a savedAt that is a date only', { savedAt: '2026-11-02' }, false],
  ['a savedAt that is no time', { savedAt: 'yesterday' }, false],
];

describe('savedProducts: every field of a saved product is checked', () => {
  for (const [label, patch, allowed] of savedCases) {
    it(`a saved product with ${label} ${verdict(allowed)}`, () =>
      expectFieldVerdict(
        (data, n) => {
          // Each write at its own id, which the id field (when there is one) follows.
          const id = `${savedId}-f${n}`;
          const body = 'id' in data ? { ...data, id } : data;
          return createSavedProduct(db('owner'), uids.owner, body as SavedProduct, id);
        },
        newSaved(`${savedId}-f1`),
        patch,
        allowed,
      ));
  }
});

describe('savedProducts: the cap per user', () => {
  it(`the ${writeCaps.savedProductsPerUser}th saved product is accepted, the next refused`, async () => {
    await rules.withoutRules((admin) =>
      setDoc(doc(admin, paths.savedProductIndex(uids.owner)), {
        ids: fillerIds(writeCaps.savedProductsPerUser - 1),
      }),
    );
    await assertSucceeds(createSavedProduct(db('owner'), uids.owner, newSaved(`${savedId}-last`)));
    await assertFails(createSavedProduct(db('owner'), uids.owner, newSaved(`${savedId}-over`)));
  });

  it('an id leaves the index only with its saved product', async () => {
    await rules.withoutRules(async (admin) => {
      await setDoc(doc(admin, `${savedPath(uids.owner)}/other`), newSaved('other'));
      await setDoc(doc(admin, paths.savedProductIndex(uids.owner)), { ids: [savedId, 'other'] });
    });
    const d = db('owner');
    const index = doc(d, paths.savedProductIndex(uids.owner));
    await assertFails(updateDoc(index, { ids: arrayRemove(savedId) }));
    await assertFails(deleteDoc(index));
    // Both ids leave, but 'other' keeps its saved product: refused.
    const both = writeBatch(d);
    both.delete(doc(d, `${savedPath(uids.owner)}/${savedId}`));
    both.set(index, { ids: [] });
    await assertFails(both.commit());
    const one = writeBatch(d);
    one.delete(doc(d, `${savedPath(uids.owner)}/${savedId}`));
    one.set(index, { ids: arrayRemove(savedId) }, { merge: true });
    await assertSucceeds(one.commit());
  });
});

describe('savedProducts: "Clear all" in one write', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `${savedId}-${i}`);
  async function savedByOwner(count: number) {
    await rules.withoutRules(async (admin) => {
      for (const id of ids(count)) {
        await setDoc(doc(admin, `${savedPath(uids.owner)}/${id}`), newSaved(id));
      }
      await setDoc(doc(admin, paths.savedProductIndex(uids.owner)), { ids: ids(count) });
    });
  }
  function clearAll(removed: string[], deleted: string[] = removed) {
    const d = db('owner');
    const batch = writeBatch(d);
    for (const id of deleted) batch.delete(doc(d, `${savedPath(uids.owner)}/${id}`));
    batch.set(
      doc(d, paths.savedProductIndex(uids.owner)),
      { ids: arrayRemove(...removed) },
      { merge: true },
    );
    return batch.commit();
  }

  it(`removes up to ${savedProductRemovalsPerWrite} ids with their saved products in one batch`, async () => {
    await savedByOwner(savedProductRemovalsPerWrite);
    await assertSucceeds(clearAll(ids(savedProductRemovalsPerWrite)));
  });

  it('refuses one more in the same batch, and an id whose saved product stays', async () => {
    await savedByOwner(savedProductRemovalsPerWrite + 1);
    await assertFails(clearAll(ids(savedProductRemovalsPerWrite + 1)));
    const all = ids(3);
    await assertFails(clearAll(all, all.slice(0, 2)));
    await assertSucceeds(clearAll(all));
  });
});

describe('saved product index: every role x operation', () => {
  const matrix: Record<Operation, Role[]> = {
    get: ['owner'],
    list: [],
    create: ['owner'],
    update: ['owner'],
    delete: [],
  };
  itForEveryRole(matrix, async (role, operation, allowed) => {
    const path = paths.savedProductIndex(uids.owner);
    if (operation === 'create') await rules.withoutRules((admin) => deleteDoc(doc(admin, path)));
    else await rules.withoutRules((admin) => setDoc(doc(admin, path), { ids: [savedId] }));
    await expectAllowed(
      allowed,
      documentRequest(db(role), operation, path, {
        create: { ids: [] },
        createPath: path,
        update: { ids: arrayUnion('reserved') },
      }),
    );
  });
});
