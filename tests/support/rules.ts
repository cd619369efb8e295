import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setDoc,
  setLogLevel,
  updateDoc,
  type Query,
} from 'firebase/firestore';
import { paths, subscriptionId, type AccessRole, type ChildData } from '@sprout/core';
import { randomUUID } from 'node:crypto';
import { firestoreHost, firestorePort, rulesProjectId } from './emulators';
import { measurementData, subscriptionData } from './factories';

/**
 * The rules suites' harness: the rules-test environment against the Firestore emulator, the six
 * roles of the security model with their contexts, and the "each role x each operation" tests.
 */

// Denied requests are the point of these tests; the SDK would log each one as an error.
setLogLevel('silent');

export const uids = {
  owner: 'owner-uid',
  subscriber: 'subscriber-uid',
  guardian: 'guardian-uid',
  stranger: 'stranger-uid',
  admin: 'admin-uid',
} as const;

/**
 * The six roles of the security model; each rules test walks every one of them. `subscriber`
 * follows the child (a subscription without a role), `guardian` records it (a subscription with
 * role 'guardian', issue 33) where a suite seeds them (seedFollower, seedGuardian); elsewhere
 * both are signed-in users like any other.
 */
export type Role = 'anonymous' | 'owner' | 'subscriber' | 'guardian' | 'stranger' | 'admin';
export const roles: Role[] = ['anonymous', 'owner', 'subscriber', 'guardian', 'stranger', 'admin'];
export const signedInRoles = roles.filter((role) => role !== 'anonymous');

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export const operations: Operation[] = ['get', 'list', 'create', 'update', 'delete'];

/** A row of a security matrix: `read` roles may get and list, `write` roles create, update, delete. */
export const readWrite = (read: Role[], write: Role[] = []): Record<Operation, Role[]> => ({
  get: read,
  list: read,
  create: write,
  update: write,
  delete: write,
});

/** The uid a role writes under; the anonymous visitor has none, so this one is nobody's. */
export const uidOf = (role: Role) => (role === 'anonymous' ? 'anonymous-uid' : uids[role]);

/** The fixed time of every seeded document, so that seeds are the same in every run. */
export const seededAt = '2026-11-01T10:00:00.000Z';

export type RulesDb = ReturnType<RulesTestContext['firestore']>;

/**
 * A role's context. Its ID token says the address is verified (`email_verified`, as Google's
 * and every opened verification link leave it) unless `verified` is false: the rules let
 * unverified accounts write nothing but their sign-up profile.
 */
export function contextFor(
  env: RulesTestEnvironment,
  role: Role,
  { verified = true }: { verified?: boolean } = {},
): RulesTestContext {
  const token = (email: string, claims: object = {}) => ({
    email,
    email_verified: verified,
    ...claims,
  });
  switch (role) {
    case 'anonymous':
      return env.unauthenticatedContext();
    case 'owner':
      return env.authenticatedContext(uids.owner, token('owner@sprout.test'));
    case 'subscriber':
      return env.authenticatedContext(uids.subscriber, token('subscriber@sprout.test'));
    case 'guardian':
      return env.authenticatedContext(uids.guardian, token('guardian@sprout.test'));
    case 'stranger':
      return env.authenticatedContext(uids.stranger, token('stranger@sprout.test'));
    case 'admin':
      return env.authenticatedContext(uids.admin, token('admin@sprout.test', { admin: true }));
  }
}

/**
 * One rules environment for the file (firestore.rules), and before each test an empty database
 * holding only what `seed` writes (with the rules off, as the functions would).
 */
/**
 * This file's own project (a module per test file): each test clears its database, so two rules
 * files running at once must not share one.
 */
const projectId = `${rulesProjectId}-${randomUUID().slice(0, 8)}`;

export function useRulesEnvironment(seed?: (db: RulesDb) => Promise<void>) {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('The rules environment is not ready (used outside a test?)');
    return env;
  };
  // The rules-off client (what withSecurityRulesDisabled makes afresh each call, app and
  // connection included), made once for the file: the emulator's `owner` token bypasses the rules.
  let adminApp: FirebaseApp | undefined;
  let adminDb: RulesDb | undefined;
  /** Writes with the rules off: the Admin SDK's view. */
  const withoutRules = (write: (db: RulesDb) => Promise<void>) => {
    if (!adminDb) throw new Error('The rules environment is not ready (used outside a test?)');
    return write(adminDb);
  };
  // One client per role for the whole file, as one signed-in app has: a context's first request
  // starts a Firebase app and its connection, which costs more than the request itself.
  const clients = new Map<string, RulesDb>();
  const clientOf = (role: Role, verified: boolean) => {
    const key = `${role}:${verified}`;
    let client = clients.get(key);
    if (!client) {
      client = contextFor(current(), role, { verified }).firestore();
      clients.set(key, client);
    }
    return client;
  };

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId,
      firestore: {
        host: firestoreHost,
        port: firestorePort,
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
    adminApp = initializeApp({ projectId }, `rules-off-${Date.now()}`);
    const firestore = getFirestore(adminApp);
    connectFirestoreEmulator(firestore, firestoreHost, firestorePort, { mockUserToken: 'owner' });
    adminDb = firestore as unknown as RulesDb;
  });
  afterAll(async () => {
    clients.clear();
    adminDb = undefined;
    if (adminApp) await deleteApp(adminApp);
    await env?.cleanup();
  });
  beforeEach(async () => {
    await current().clearFirestore();
    if (seed) await withoutRules(seed);
  });

  return {
    env: current,
    /** The Firestore of a role, as its client would see it under the rules. */
    db: (role: Role) => clientOf(role, true),
    /** The Firestore of a role whose address is not verified yet (same uid and claims). */
    unverifiedDb: (role: Role) => clientOf(role, false),
    withoutRules,
  };
}

/**
 * A child as the app stores it, with one measurement `m1` whose percentiles the server has
 * written and one forecast point `winter-2026`.
 */
export async function seedChild(db: RulesDb, childId: string, child: ChildData) {
  await setDoc(doc(db, paths.child(childId)), child);
  await setDoc(doc(db, `${paths.measurements(childId)}/m1`), {
    ...measurementData({ createdAt: seededAt }),
    percentiles: {
      height: { z: 0.1, percentile: 54, clamped: false, estimated: false },
      weight: null,
      footLength: null,
    },
  });
  await setDoc(doc(db, `${paths.predictions(childId)}/winter-2026`), {
    season: 'winter',
    year: 2026,
  });
}

/**
 * `subscriberId` follows the child as subscribe leaves it: the subscription document, which is
 * all the rules check (the child names no followers), with no role (a follower). Returns its path.
 */
export async function seedFollower(
  db: RulesDb,
  childId: string,
  child: ChildData,
  subscriberId: string,
  role?: AccessRole,
): Promise<string> {
  const path = paths.subscription(subscriptionId(childId, subscriberId));
  await setDoc(
    doc(db, path),
    subscriptionData({
      childId,
      subscriberId,
      ownerId: child.ownerId,
      createdAt: seededAt,
      ...(role ? { role } : {}),
    }),
  );
  return path;
}

/**
 * `guardianId` (by default the guardian role's uid) is the child's guardian, as accepting a
 * guardian invitation leaves it: a subscription with role 'guardian'. Returns its path.
 */
export function seedGuardian(
  db: RulesDb,
  childId: string,
  child: ChildData,
  guardianId: string = uids.guardian,
): Promise<string> {
  return seedFollower(db, childId, child, guardianId, 'guardian');
}

/** The collection a document path lies in. */
export const parentCollection = (path: string) => path.split('/').slice(0, -1).join('/');

/**
 * What a client asks for one operation on the document at `path`: get it, list its collection
 * (or run `list`, the app's own query), create the document `create.path` (by default a new one
 * beside it), update it with `update`, delete it.
 */
export function documentRequest(
  db: RulesDb,
  operation: Operation,
  path: string,
  target: { create: object; createPath?: string; update: object; list?: Query },
): Promise<unknown> {
  switch (operation) {
    case 'get':
      return getDoc(doc(db, path));
    case 'list':
      return getDocs(target.list ?? collection(db, parentCollection(path)));
    case 'create':
      return setDoc(doc(db, target.createPath ?? `${parentCollection(path)}/new`), target.create);
    case 'update':
      return updateDoc(doc(db, path), target.update);
    case 'delete':
      return deleteDoc(doc(db, path));
  }
}

/** Passes when the request is allowed and `allowed` says so, or denied and it says not. */
export async function expectAllowed(allowed: boolean, request: Promise<unknown>) {
  await (allowed ? assertSucceeds(request) : assertFails(request));
}

/**
 * One test per operation and role of `matrix` (operation -> the roles allowed it), named
 * '<operation> by <role> is allowed|denied'; `check` makes the request and asserts the verdict.
 */
export function itForEveryRole<Op extends string>(
  matrix: Record<Op, readonly Role[]>,
  check: (role: Role, operation: Op, allowed: boolean) => Promise<void>,
) {
  for (const operation of Object.keys(matrix) as Op[]) {
    for (const role of roles) {
      const allowed = matrix[operation].includes(role);
      it(`${operation} by ${role} is ${allowed ? 'allowed' : 'denied'}`, () =>
        check(role, operation, allowed));
    }
  }
}

const dayMs = 86_400_000;

/** The UTC calendar day `days` days from now (negative: before), as YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);

/** The same UTC day `years` years ago, moved by `days` days (to stay clear of the boundary). */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date(Date.now() + days * dayMs);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** An ISO time `days` days from now (a device clock's createdAt or savedAt). */
export const isoFromNow = (days: number) => new Date(Date.now() + days * dayMs).toISOString();

/** A list of `n` made-up ids, to fill an index up to a cap without writing its documents. */
export const fillerIds = (n: number, prefix = 'filler') =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

/** In a field case's patch: the key is left out of the document. */
export const absent = Symbol('absent');
export type FieldPatch = Record<string, unknown>;

/** `valid` with `patch` applied (keys patched to `absent` removed). */
export function patched(valid: object, patch: FieldPatch): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...valid, ...patch }).filter(([, value]) => value !== absent),
  );
}

/**
 * One field check. `write(data, n)` writes a document (the n-th of the test, so each at its own
 * id). Allowed: the patched document passes. Refused: it fails, and then the valid document passes,
 * so the refusal is this field's doing and not the write's.
 */
export async function expectFieldVerdict(
  write: (data: Record<string, unknown>, n: number) => Promise<unknown>,
  valid: object,
  patch: FieldPatch,
  allowed: boolean,
) {
  if (allowed) {
    await assertSucceeds(write(patched(valid, patch), 1));
    return;
  }
  await assertFails(write(patched(valid, patch), 1));
  await assertSucceeds(write(patched(valid, {}), 2));
}

/** A field case: its name, the change from the valid document, and the verdict. */
export type FieldCase = [label: string, patch: FieldPatch, allowed: boolean];

/** The label of a case in a test name: 'ok' or 'refused'. */
export const verdict = (allowed: boolean) => (allowed ? 'is accepted' : 'is refused');
