import { describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
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
import {
  collections,
  paths,
  type AdminActionData,
  type AdminData,
  type AdminIpAllowlistData,
  type AdminSessionData,
  type AdminTotpData,
} from '@sprout/core';
import { catalogueProduct, productData } from '../support/factories';
import {
  documentRequest,
  itForEveryRole,
  parentCollection,
  roles,
  seededAt,
  signedInRoles,
  uidOf,
  useRulesEnvironment,
  type Operation,
  type Role,
} from '../support/rules';

/*
 * The admin area's documents (DESIGN.md: admins, adminSessions, authLogs, the action log and the
 * allow-list are server-only) and catalogue writes: no client reads or writes any of them, whatever its role,
 * the admin with the `admin` claim included. Admin data flows only through the admin functions.
 */

type AdminOperation = Operation | 'list (own, filtered)';
/** Nobody may do anything: every operation's allowed roles are none. */
const deniedToAll: Record<AdminOperation, Role[]> = {
  get: [],
  list: [],
  'list (own, filtered)': [],
  create: [],
  update: [],
  delete: [],
};

type Target = {
  name: string;
  /** The seeded document: the caller's own where the collection has one per user. */
  path: (role: Role) => string;
  /** A filter on the caller's own documents, as a client would try it. */
  ownFilter: (role: Role) => [field: string, value: string];
  data: (role: Role) => object;
  change: Record<string, unknown>;
};

const session = (role: Role): AdminSessionData => ({
  adminId: uidOf(role),
  ipAddress: '127.0.0.1',
  userAgent: 'rules-test',
  createdAt: seededAt,
  expiresAt: '2099-01-01T00:00:00.000Z',
});

const totp: AdminTotpData = {
  secret: 'JBSWY3DPEHPK3PXP',
  pendingSecret: null,
  lastStep: null,
  failures: 0,
  failureWindowStart: null,
  confirmedAt: seededAt,
};
const allowlist: AdminIpAllowlistData = { ips: ['127.0.0.1', '::1'] };

/** The catalogue product the write tests aim at: as the admin functions store it. */
const product = catalogueProduct(productData({ country: 'SE', createdAt: seededAt }));
const productId = 'admin-rules-product';

const targets: Target[] = [
  {
    name: 'admins/{uid}',
    path: (role) => paths.admin(uidOf(role)),
    ownFilter: (role) => ['email', `${role}@sprout.test`],
    data: (role): AdminData => ({ email: `${role}@sprout.test`, createdAt: seededAt }),
    change: { email: 'someone-else@sprout.test' },
  },
  {
    name: 'admins/{uid}/private/totp (the second-factor secret)',
    path: (role) => paths.adminTotp(uidOf(role)),
    ownFilter: () => ['secret', 'JBSWY3DPEHPK3PXP'],
    data: () => totp,
    change: { secret: null },
  },
  {
    name: 'adminSessions/{id}',
    path: (role) => paths.adminSession(`session-${role}`),
    ownFilter: (role) => ['adminId', uidOf(role)],
    data: session,
    change: { expiresAt: '2100-01-01T00:00:00.000Z' },
  },
  {
    name: 'adminConfig/ipAllowlist',
    path: () => paths.adminIpAllowlist(),
    ownFilter: () => ['ips', '127.0.0.1'],
    data: () => allowlist,
    change: { ips: ['127.0.0.1', '::1', '203.0.113.7'] },
  },
  {
    name: 'authLogs/{id}',
    path: (role) => `${collections.authLogs}/log-${role}`,
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
      createdAt: seededAt,
    }),
    change: { success: false },
  },
  {
    name: 'adminActions/{id} (the action log)',
    path: (role) => `${collections.adminActions}/action-${role}`,
    ownFilter: (role) => ['adminId', uidOf(role)],
    data: (role): AdminActionData => ({
      adminId: uidOf(role),
      adminEmail: `${role}@sprout.test`,
      action: 'update',
      productId,
      productTitle: 'Winter jackets - Warm winter jacket',
      fields: ['priceEur'],
      before: { priceEur: 49.9, active: true },
      after: { priceEur: 39.9, active: true },
      createdAt: seededAt,
    }),
    change: { after: { priceEur: 1, active: true } },
  },
];

const rules = useRulesEnvironment(async (db) => {
  for (const target of targets) {
    for (const role of roles) await setDoc(doc(db, target.path(role)), target.data(role));
  }
  await setDoc(doc(db, paths.product(productId)), product);
});

function attempt(target: Target, role: Role, operation: AdminOperation): Promise<unknown> {
  const db = rules.db(role);
  const path = target.path(role);
  if (operation === 'list (own, filtered)') {
    const [field, value] = target.ownFilter(role);
    const filter =
      field === 'ips' ? where(field, 'array-contains', value) : where(field, '==', value);
    return getDocs(query(collection(db, parentCollection(path)), filter));
  }
  return documentRequest(db, operation, path, {
    create: target.data(role),
    createPath: `${parentCollection(path)}/new-${role}`,
    update: target.change,
  });
}

for (const target of targets) {
  describe(`${target.name}: server-only, every role x operation denied`, () => {
    itForEveryRole(deniedToAll, async (role, operation) => {
      await assertFails(attempt(target, role, operation));
    });
  });
}

describe('admins cannot make themselves or anyone else an admin, or open a session', () => {
  it('a signed-in user writing their own admins document and a live session is denied', async () => {
    for (const role of signedInRoles) {
      const db = rules.db(role);
      await assertFails(
        setDoc(doc(db, paths.admin(`${uidOf(role)}-new`)), {
          email: 'x@sprout.test',
          createdAt: seededAt,
        }),
      );
      await assertFails(setDoc(doc(db, paths.adminSession(`forged-${role}`)), session(role)));
      await assertFails(setDoc(doc(db, paths.adminIpAllowlist()), { ips: ['0.0.0.0'] }));
    }
  });
});

describe('products: catalogue writes are the admin functions’ alone', () => {
  const productWrites = {
    create: [],
    update: [],
    delete: [],
    'update matchKeys': [],
  } satisfies Record<string, Role[]>;
  itForEveryRole(productWrites, async (role, operation) => {
    const db = rules.db(role);
    const existing = doc(db, paths.product(productId));
    switch (operation) {
      case 'create':
        await assertFails(setDoc(doc(db, paths.product(`new-${role}`)), product));
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
});
