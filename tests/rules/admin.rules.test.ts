import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
} from 'firebase/firestore';
import {
  collections,
  paths,
  productMatchKeys,
  type AdminSessionData,
  type ProductData,
} from '@sprout/core';
import { contextFor, createRulesEnvironment, roles, uids, type Role } from './setup';

/*
 * The admin area's documents (DESIGN.md: admins, adminSessions, authLogs and the allow-list are
 * server-only) and catalogue writes: no client reads or writes any of them, whatever its role,
 * the admin with the `admin` claim included. Admin data flows only through the admin functions.
 */

type Operation = 'get' | 'list' | 'list (own, filtered)' | 'create' | 'update' | 'delete';
const operations: Operation[] = [
  'get',
  'list',
  'list (own, filtered)',
  'create',
  'update',
  'delete',
];

const now = '2026-11-25T10:00:00.000Z';
const uidOf = (role: Role) => (role === 'anonymous' ? 'anonymous-uid' : uids[role]);

type Target = {
  name: string;
  /** The seeded document; `own` the caller's document where the collection has one per user. */
  path: (role: Role) => string;
  collectionPath: (role: Role) => string;
  /** A filter on the caller's own documents, as a client would try it. */
  ownFilter: (role: Role) => [field: string, value: string];
  data: (role: Role) => Record<string, unknown>;
  change: Record<string, unknown>;
};

const session = (role: Role): AdminSessionData => ({
  adminId: uidOf(role),
  ipAddress: '127.0.0.1',
  userAgent: 'rules-test',
  createdAt: now,
  expiresAt: '2099-01-01T00:00:00.000Z',
});

const product: ProductData = {
  country: 'SE',
  seasons: ['winter'],
  category: 'clothes',
  subcategory: 'Outerwear',
  item: 'Winter jackets',
  genderType: 'unisex',
  minSize: '92',
  maxSize: '104',
  usMinSize: '2T',
  usMaxSize: '4T',
  title: 'Winter jackets - Admin rules jacket',
  imageUrl: 'https://img.example/jacket.jpg',
  affiliateUrl: 'https://shop.example/jacket',
  priceEur: 59,
  active: true,
  createdAt: now,
};

const targets: Target[] = [
  {
    name: 'admins/{uid}',
    path: (role) => paths.admin(uidOf(role)),
    collectionPath: () => collections.admins,
    ownFilter: (role) => ['email', `${role}@sprout.test`],
    data: (role) => ({ email: `${role}@sprout.test`, createdAt: now }),
    change: { email: 'someone-else@sprout.test' },
  },
  {
    name: 'admins/{uid}/private/totp (the second-factor secret)',
    path: (role) => paths.adminTotp(uidOf(role)),
    collectionPath: (role) => `${paths.admin(uidOf(role))}/private`,
    ownFilter: () => ['secret', 'JBSWY3DPEHPK3PXP'],
    data: () => ({ secret: 'JBSWY3DPEHPK3PXP', pendingSecret: null, lastStep: null, failures: 0 }),
    change: { secret: null },
  },
  {
    name: 'adminSessions/{id}',
    path: (role) => paths.adminSession(`session-${role}`),
    collectionPath: () => collections.adminSessions,
    ownFilter: (role) => ['adminId', uidOf(role)],
    data: session,
    change: { expiresAt: '2100-01-01T00:00:00.000Z' },
  },
  {
    name: 'adminConfig/ipAllowlist',
    path: () => paths.adminIpAllowlist(),
    collectionPath: () => collections.adminConfig,
    ownFilter: () => ['ips', '127.0.0.1'],
    data: () => ({ ips: ['127.0.0.1', '::1'] }),
    change: { ips: ['127.0.0.1', '::1', '203.0.113.7'] },
  },
  {
    name: 'authLogs/{id}',
    path: (role) => `${collections.authLogs}/log-${role}`,
    collectionPath: () => collections.authLogs,
    ownFilter: (role) => ['userId', uidOf(role)],
    data: (role) => ({
      userId: uidOf(role),
      email: `${role}@sprout.test`,
      provider: 'email',
      eventType: 'admin_session',
      success: true,
      errorMessage: null,
      ipAddress: '127.0.0.1',
      userAgent: 'rules-test',
      createdAt: now,
    }),
    change: { success: false },
  },
];

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const target of targets) {
      for (const role of roles) await setDoc(doc(db, target.path(role)), target.data(role));
    }
    await setDoc(doc(db, paths.product('admin-rules-product')), {
      ...product,
      matchKeys: productMatchKeys(product),
    });
  });
});

function attempt(target: Target, role: Role, operation: Operation): Promise<unknown> {
  const db = contextFor(env, role).firestore();
  const own = doc(db, target.path(role));
  switch (operation) {
    case 'get':
      return getDoc(own);
    case 'list':
      return getDocs(collection(db, target.collectionPath(role)));
    case 'list (own, filtered)': {
      const [field, value] = target.ownFilter(role);
      const filter =
        field === 'ips' ? where(field, 'array-contains', value) : where(field, '==', value);
      return getDocs(query(collection(db, target.collectionPath(role)), filter));
    }
    case 'create':
      return setDoc(doc(db, `${target.collectionPath(role)}/new-${role}`), target.data(role));
    case 'update':
      return updateDoc(own, target.change);
    case 'delete':
      return deleteDoc(own);
  }
}

for (const target of targets) {
  describe(`${target.name}: server-only, every role x operation denied`, () => {
    for (const operation of operations) {
      for (const role of roles) {
        it(`${operation} by ${role} is denied`, async () => {
          await assertFails(attempt(target, role, operation));
        });
      }
    }
  });
}

describe('admins cannot make themselves or anyone else an admin, or open a session', () => {
  it('a signed-in user writing their own admins document and a live session is denied', async () => {
    for (const role of roles.filter((r) => r !== 'anonymous')) {
      const db = contextFor(env, role).firestore();
      await assertFails(
        setDoc(doc(db, paths.admin(`${uidOf(role)}-new`)), {
          email: 'x@sprout.test',
          createdAt: now,
        }),
      );
      await assertFails(setDoc(doc(db, paths.adminSession(`forged-${role}`)), session(role)));
      await assertFails(setDoc(doc(db, paths.adminIpAllowlist()), { ips: ['0.0.0.0'] }));
    }
  });
});

describe('products: catalogue writes are the admin functions’ alone', () => {
  const productOps = ['create', 'update', 'delete', 'update matchKeys'] as const;
  for (const operation of productOps) {
    for (const role of roles) {
      it(`${operation} by ${role} is denied`, async () => {
        const db = contextFor(env, role).firestore();
        const existing = doc(db, paths.product('admin-rules-product'));
        switch (operation) {
          case 'create':
            await assertFails(
              setDoc(doc(db, paths.product(`new-${role}`)), {
                ...product,
                matchKeys: productMatchKeys(product),
              }),
            );
            return;
          case 'update':
            await assertFails(updateDoc(existing, { priceEur: 1 }));
            return;
          case 'delete':
            await assertFails(deleteDoc(existing));
            return;
          case 'update matchKeys':
            await assertFails(updateDoc(existing, { matchKeys: ['SE|female|clothes|winter|92'] }));
            return;
        }
      });
    }
  }
});
