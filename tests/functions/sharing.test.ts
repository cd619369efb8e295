import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { deleteDoc, doc, getDoc } from 'firebase/firestore';
import {
  ageInWholeMonths,
  spokenAge,
  collections,
  paths,
  subscriptionId,
  type ChildData,
  type CreateShareResult,
  type ListSubscriptionsResult,
  type ShareData,
  type ShareListItem,
  type SharedChildView,
  type SubscribeResult,
} from '@sprout/core';
import { resetLocalRateLimits } from '../support/rate-limits';
import { adminDb, eventually, followersOf, storeShare } from '../support/admin';
import { callError, useClients, type Caller, type SignedUpClient } from '../support/harness';
import { childData, measurementData, shareData } from '../support/factories';
import { createChild } from '../support/indexed-writes';

const clients = useClients();
// Every signed-out client here is 127.0.0.1: each test starts a fresh minute for that address.
beforeEach(resetLocalRateLimits);
const anonymous = clients.anonymous;
const dayMs = 86_400_000;
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Client = SignedUpClient;

/** A signed-up web client; with a name, also the profile that gives it its display name. */
const newUser = (label: string, name: string | null = label) =>
  clients.newUser(label, name === null ? null : { name });

/** A child added the way the app adds one: by its owner, through the security rules. */
async function addChild(
  owner: Client,
  child: Pick<ChildData, 'name' | 'birthDate' | 'gender'> = {
    name: 'Noa',
    birthDate: '2021-03-15',
    gender: 'female',
  },
) {
  return createChild(owner.db, owner.user.uid, childData(owner.user.uid, child));
}

/** A parent with a profile name and one child. */
async function parentWithChild(label = 'owner', name = 'Olivia Owner') {
  const owner = await newUser(label, name);
  const childId = await addChild(owner);
  return { owner, childId };
}

const createShare = (caller: Caller, data: object) =>
  caller.call<object, CreateShareResult>('createShare', data);
const getSharedChild = (caller: Caller, token: unknown) =>
  caller.call<object, SharedChildView>('getSharedChild', { token });
const subscribe = (caller: Caller, token: string) =>
  caller.call<object, SubscribeResult>('subscribe', { token });
const unsubscribe = (caller: Caller, childId: string) =>
  caller.call<object, { unsubscribed: boolean }>('unsubscribe', { childId });
const removeSubscriber = (caller: Caller, childId: string, subscriberId: string) =>
  caller.call<object, { removed: boolean }>('removeSubscriber', { childId, subscriberId });
const listShares = (caller: Caller) => caller.call<object, ShareListItem[]>('listShares', {});
const deleteShare = (caller: Caller, token: string) =>
  caller.call<object, { deleted: boolean }>('deleteShare', { token });
const listSubscriptions = (caller: Caller) =>
  caller.call<object, ListSubscriptionsResult>('listSubscriptions', {});

/**
 * What a caller sees of a failed call: status, the function's message and details. The web SDK
 * (@firebase/functions 0.14) appends the HTTP status to the message ('Child not found [404]').
 */
async function failure(promise: Promise<unknown>) {
  const error = await callError(promise);
  return {
    code: error.code,
    message: error.message.replace(/ \[\d{3}\]$/, ''),
    details: error.details,
  };
}

/** How a share call fails (the spec's message beside the catalogue code and the reason). */
const shareFailure = (code: string, message: string, detail: string, reason: string) => ({
  code: `functions/${code}`,
  message,
  details: { code: detail, reason },
});
const tokenInvalid = shareFailure(
  'not-found',
  'Invalid or expired share token',
  'db/not-found',
  'token-invalid',
);
const tokenExpired = shareFailure(
  'not-found',
  'Share token has expired',
  'db/not-found',
  'token-expired',
);
const invalidFormat = shareFailure(
  'invalid-argument',
  'Invalid token format',
  'validation/invalid-format',
  'invalid-token-format',
);
const childNotFound = shareFailure(
  'not-found',
  'Child not found',
  'db/not-found',
  'child-not-found',
);
const sessionExpired = {
  code: 'functions/unauthenticated',
  details: { code: 'auth/session-expired' },
};
const notOwner = {
  code: 'functions/permission-denied',
  details: { code: 'db/permission-error' },
};

const shareDoc = async (token: string) =>
  (await adminDb().doc(paths.share(token)).get()).data() as ShareData | undefined;
/** The child as stored: it names no followers, and following never writes it. */
const childUpdateTime = async (childId: string) =>
  (await adminDb().doc(paths.child(childId)).get()).updateTime;
const subscriptionDoc = (childId: string, uid: string) =>
  adminDb()
    .doc(paths.subscription(subscriptionId(childId, uid)))
    .get();

/** A share written directly (as time would have left it), expiring at `expiresAt`. */
const writeShare = (childId: string, ownerId: string, expiresAt: string) =>
  storeShare({
    childId,
    ownerId,
    expiresAt,
    createdAt: new Date(Date.parse(expiresAt) - 7 * dayMs).toISOString(),
  });

/** Whether the client SDK, under the security rules, may read the child document. */
async function canReadChild(client: Client, childId: string) {
  try {
    await getDoc(doc(client.db, paths.child(childId)));
    return true;
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') return false;
    throw error;
  }
}

describe('createShare', () => {
  it.each([
    { label: '1 day', data: { expiresInDays: 1 }, days: 1 },
    { label: '7 days', data: { expiresInDays: 7 }, days: 7 },
    { label: '30 days', data: { expiresInDays: 30 }, days: 30 },
    { label: '90 days', data: { expiresInDays: 90 }, days: 90 },
    { label: 'no choice (7 days by default)', data: {}, days: 7 },
    { label: "'30' from a select", data: { expiresInDays: '30' }, days: 30 },
  ])('gives the owner a uuid v4 token expiring after $label', async ({ data, days }) => {
    const { owner, childId } = await parentWithChild();
    const before = Date.now();
    const result = await createShare(owner, { childId, ...data });
    const after = Date.now();

    expect(Object.keys(result).sort()).toEqual(['expiresAt', 'token']);
    expect(result.token).toMatch(uuidV4);
    const stored = await shareDoc(result.token);
    expect(stored).toEqual({
      childId,
      ownerId: owner.user.uid,
      expiresAt: result.expiresAt,
      createdAt: expect.any(String),
    });
    const createdAt = Date.parse(stored?.createdAt ?? '');
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(after + 1000);
    expect(Date.parse(result.expiresAt) - createdAt).toBe(days * dayMs);
  });

  it('stores "no expiration" (null) as 10 years ahead', async () => {
    const { owner, childId } = await parentWithChild();
    const result = await createShare(owner, { childId, expiresInDays: null });
    expect(result.token).toMatch(uuidV4);
    const stored = await shareDoc(result.token);
    expect(stored).toMatchObject({ childId, ownerId: owner.user.uid, expiresAt: result.expiresAt });
    const tenYears = new Date(stored?.createdAt ?? '');
    tenYears.setUTCFullYear(tenYears.getUTCFullYear() + 10);
    expect(result.expiresAt).toBe(tenYears.toISOString());
  });

  it('refuses a new link once the owner has 100 stored', async () => {
    const { owner, childId } = await parentWithChild();
    const writer = adminDb().bulkWriter();
    const now = new Date().toISOString();
    for (let i = 0; i < 100; i += 1) {
      writer.set(
        adminDb().doc(paths.share(randomUUID())),
        shareData({
          childId,
          ownerId: owner.user.uid,
          expiresAt: new Date(Date.now() + dayMs).toISOString(),
          createdAt: now,
        }),
      );
    }
    await writer.close();
    expect(await failure(createShare(owner, { childId }))).toMatchObject({
      code: 'functions/resource-exhausted',
      details: { code: 'api/rate-limit' },
    });
  });

  it('gives a different token for every link', async () => {
    const { owner, childId } = await parentWithChild();
    const first = await createShare(owner, { childId });
    const second = await createShare(owner, { childId });
    expect(first.token).not.toBe(second.token);
  });

  it("refuses someone else's child, and stores nothing", async () => {
    const { childId } = await parentWithChild();
    const stranger = await newUser('stranger');
    expect(await failure(createShare(stranger, { childId, expiresInDays: 30 }))).toMatchObject(
      notOwner,
    );
    const shares = await adminDb()
      .collection(collections.shares)
      .where('childId', '==', childId)
      .get();
    expect(shares.size).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    const { childId } = await parentWithChild();
    expect(await failure(createShare(anonymous(), { childId }))).toMatchObject(sessionExpired);
  });

  it('refuses an expiry that is not one of the choices', async () => {
    const { owner, childId } = await parentWithChild();
    for (const expiresInDays of [14, 0, -7, 365, 7.5, 'never', true]) {
      const error = await failure(createShare(owner, { childId, expiresInDays }));
      expect(error, `expiresInDays ${JSON.stringify(expiresInDays)}`).toMatchObject({
        code: 'functions/invalid-argument',
        // The field concerned, which the page's error box names.
        details: { code: 'validation/invalid-format', fields: ['expiresInDays'] },
      });
    }
    // A missing field is the spec's 'validation/required', for createShare({}) too.
    const missingChild = await failure(createShare(owner, { expiresInDays: 7 }));
    expect(missingChild.details).toMatchObject({
      code: 'validation/required',
      fields: ['childId'],
    });
    expect((await failure(createShare(owner, {}))).details).toMatchObject({
      code: 'validation/required',
    });
    const shares = await adminDb()
      .collection(collections.shares)
      .where('ownerId', '==', owner.user.uid)
      .get();
    expect(shares.size).toBe(0);
  });
});

describe('getSharedChild', () => {
  it('tells a stranger guessing tokens nothing, whether or not shares exist', async () => {
    const stranger = await newUser('guesser');
    const anon = anonymous();
    // Before this test's share exists.
    const before = await failure(getSharedChild(anon, randomUUID()));
    expect(before).toEqual(tokenInvalid);

    const { owner, childId } = await parentWithChild('secret-owner', 'Sigrid Secret');
    const { token } = await createShare(owner, { childId, expiresInDays: 90 });
    const last = token.at(-1) === '0' ? '1' : '0';
    const nearMiss = `${token.slice(0, -1)}${last}`;
    expect(nearMiss).toMatch(uuidV4);

    const guesses = [
      await failure(getSharedChild(anon, randomUUID())),
      await failure(getSharedChild(anon, nearMiss)),
      await failure(getSharedChild(stranger, randomUUID())),
      await failure(getSharedChild(stranger, nearMiss)),
    ];
    for (const guess of guesses) expect(guess).toEqual(before);
    const said = JSON.stringify(guesses);
    for (const secret of [childId, owner.user.uid, token, 'Noa', 'Sigrid', '2021-03-15']) {
      expect(said).not.toContain(secret);
    }
  });

  it('shows an anonymous visitor the limited view and nothing else', async () => {
    const { owner, childId } = await parentWithChild('grandchild-owner', 'Olivia Owner');
    const measurements = [
      { id: 'm3', measuredAt: '2025-03-01', height: 96.1, weight: 14.2, footLength: 15.0 },
      { id: 'm1', measuredAt: '2024-09-01', height: 91.0, weight: 13.1, footLength: 14.2 },
      { id: 'm7', measuredAt: '2026-03-01', height: 104.8, weight: 16.9, footLength: 16.6 },
      { id: 'm5', measuredAt: '2025-09-01', height: 100.2, weight: 15.4, footLength: 15.8 },
      { id: 'm2', measuredAt: '2024-12-01', height: 93.5, weight: 13.6, footLength: 14.6 },
      { id: 'm6', measuredAt: '2025-12-01', height: 102.6, weight: 16.1, footLength: 16.2 },
      { id: 'm4', measuredAt: '2025-06-01', height: 98.4, weight: 14.8, footLength: 15.4 },
    ];
    for (const { id, ...m } of measurements) {
      await adminDb()
        .doc(`${paths.measurements(childId)}/${id}`)
        .set(measurementData(m));
    }
    const { token, expiresAt } = await createShare(owner, { childId, expiresInDays: 30 });

    const view = await getSharedChild(anonymous(), token);

    expect(Object.keys(view).sort()).toEqual([
      'age',
      'ageMonths',
      'childId',
      'childName',
      'expiresAt',
      'gender',
      'heights',
      'isOwner',
      'latest',
      'ownerName',
      'role',
      'subscribed',
      'wearsShoes',
    ]);
    expect(view).toEqual({
      childId,
      childName: 'Noa',
      // Born 2021-03-15: whole months today (the server's UTC day), and 59 on 2026-03-01.
      ageMonths: ageInWholeMonths('2021-03-15', new Date().toISOString().slice(0, 10)),
      age: spokenAge('2021-03-15', new Date().toISOString().slice(0, 10)),
      wearsShoes: true,
      gender: 'female',
      ownerName: 'Olivia Owner',
      expiresAt,
      latest: {
        measuredAt: '2026-03-01',
        height: 104.8,
        weight: 16.9,
        footLength: 16.6,
        ageMonths: 59,
      },
      heights: [
        { measuredAt: '2025-03-01', height: 96.1 },
        { measuredAt: '2025-06-01', height: 98.4 },
        { measuredAt: '2025-09-01', height: 100.2 },
        { measuredAt: '2025-12-01', height: 102.6 },
        { measuredAt: '2026-03-01', height: 104.8 },
      ],
      subscribed: false,
      isOwner: false,
      role: 'follower',
    });
    const said = JSON.stringify(view);
    for (const secret of [
      owner.user.uid,
      owner.user.email ?? '@',
      'viewerIds',
      'ownerId',
      'birthDate',
      '2021-03-15',
    ]) {
      expect(said).not.toContain(secret);
    }
  });

  it('tells a signed-in visitor who does not follow yet the age, not the birth date', async () => {
    const { owner, childId } = await parentWithChild('age-owner');
    const { token } = await createShare(owner, { childId });
    const visitor = await newUser('age-visitor');
    const view = await getSharedChild(visitor, token);
    expect(view).toMatchObject({ subscribed: false, isOwner: false, latest: null });
    expect(view.ageMonths).toBe(
      ageInWholeMonths('2021-03-15', new Date().toISOString().slice(0, 10)),
    );
    expect(JSON.stringify(view)).not.toContain('2021-03-15');
  });

  it("shows the day's latest entry: a same-day correction replaces the first", async () => {
    const { owner, childId } = await parentWithChild('correcting-owner');
    const first = Date.now();
    // Ids against the entry order, so neither the store's id order nor the date alone finds it.
    const entries = [
      { id: 'm1', measuredAt: '2025-09-01', height: 100.2, at: first },
      { id: 'm9', measuredAt: '2026-03-01', height: 101.6, at: first + 1000 },
      { id: 'm0', measuredAt: '2026-03-01', height: 104.1, at: first + 2000 },
    ];
    for (const { id, at, ...m } of entries) {
      await adminDb()
        .doc(`${paths.measurements(childId)}/${id}`)
        .set(
          measurementData({
            ...m,
            weight: 16.9,
            footLength: 16.6,
            createdAt: new Date(at).toISOString(),
          }),
        );
    }
    const { token } = await createShare(owner, { childId, expiresInDays: 30 });

    const view = await getSharedChild(anonymous(), token);

    expect(view.latest).toEqual({
      measuredAt: '2026-03-01',
      height: 104.1,
      weight: 16.9,
      footLength: 16.6,
      ageMonths: 59,
    });
    expect(view.heights).toEqual([
      { measuredAt: '2025-09-01', height: 100.2 },
      { measuredAt: '2026-03-01', height: 104.1 },
    ]);
  });

  it('shows a child without measurements, and an owner without a name as null', async () => {
    const owner = await newUser('nameless', null);
    const childId = await addChild(owner, { name: 'Bo', birthDate: '2023-07-01', gender: 'male' });
    const { token } = await createShare(owner, { childId });
    expect(await getSharedChild(anonymous(), token)).toMatchObject({
      childName: 'Bo',
      gender: 'male',
      ownerName: null,
      latest: null,
      heights: [],
    });
  });

  it('tells a signed-in caller whether they are the owner, and accepts an upper-case token', async () => {
    const { owner, childId } = await parentWithChild();
    const stranger = await newUser('visitor');
    const { token } = await createShare(owner, { childId });
    expect(await getSharedChild(owner, token)).toMatchObject({ isOwner: true, subscribed: false });
    expect(await getSharedChild(stranger, token.toUpperCase())).toMatchObject({
      childId,
      isOwner: false,
      subscribed: false,
    });
  });

  it('answers a malformed token with "Invalid token format"', async () => {
    const anon = anonymous();
    for (const token of [
      'not-a-token',
      '',
      '   ',
      42,
      null,
      '../children/x',
      'a0eebc99-9c0b-11d1-b465-00c04fd430c8', // uuid v1
      `${randomUUID()}0`,
    ]) {
      expect(await failure(getSharedChild(anon, token)), JSON.stringify(token)).toEqual(
        invalidFormat,
      );
    }
    expect(await failure(anon.call('getSharedChild', {}))).toEqual(invalidFormat);
  });

  it('answers an unknown token with "Invalid or expired share token"', async () => {
    expect(await failure(getSharedChild(anonymous(), randomUUID()))).toEqual(tokenInvalid);
  });

  it('answers an expired token with "Share token has expired", also at the very instant', async () => {
    const { owner, childId } = await parentWithChild();
    const anon = anonymous();
    const past = await writeShare(
      childId,
      owner.user.uid,
      new Date(Date.now() - 60_000).toISOString(),
    );
    expect(await failure(getSharedChild(anon, past))).toEqual(tokenExpired);
    // Expired "at or after" expiresAt: written as now, it has expired by the time it is read.
    const now = await writeShare(childId, owner.user.uid, new Date().toISOString());
    expect(await failure(getSharedChild(anon, now))).toEqual(tokenExpired);
    expect(await failure(getSharedChild(owner, past))).toEqual(tokenExpired);
  });

  it('answers a share whose child is gone with "Child not found"', async () => {
    const owner = await newUser('bereft');
    const token = await writeShare(
      `missing-${randomUUID()}`,
      owner.user.uid,
      new Date(Date.now() + 7 * dayMs).toISOString(),
    );
    expect(await failure(getSharedChild(anonymous(), token))).toEqual(childNotFound);
  });

  it('answers the old link of a deleted child with "Child not found" until it would have expired', async () => {
    const { owner, childId } = await parentWithChild('forgetful');
    const follower = await newUser('left-behind');
    const stranger = await newUser('late-comer');
    const { token } = await createShare(owner, { childId, expiresInDays: 7 });
    await subscribe(follower, token);
    const lapsed = await writeShare(
      childId,
      owner.user.uid,
      new Date(Date.now() - dayMs).toISOString(),
    );

    // The owner deletes the child as the app does; the trigger takes the links with it.
    await deleteDoc(doc(owner.db, paths.child(childId)));
    await eventually(
      async () => (await shareDoc(token)) ?? null,
      (share) => share === null,
    );

    // The visitor of the old link learns the data was removed (the page's 'No Data Available').
    expect(await failure(getSharedChild(anonymous(), token))).toEqual(childNotFound);
    expect(await failure(getSharedChild(follower, token))).toEqual(childNotFound);
    expect(await failure(subscribe(stranger, token))).toEqual(childNotFound);
    // An expired link still says so; unknown tokens stay wrong guesses.
    expect(await failure(getSharedChild(anonymous(), lapsed))).toEqual(tokenExpired);
    expect(await failure(getSharedChild(anonymous(), randomUUID()))).toEqual(tokenInvalid);

    // What is left keeps no ids, and the owner's list no longer shows the link.
    const tombstone = await adminDb().doc(paths.shareTombstone(token)).get();
    expect(Object.keys(tombstone.data() ?? {}).sort()).toEqual([
      'deleteAt',
      'expiresAt',
      'retiredAt',
    ]);
    expect((await listShares(owner)).map((share) => share.token)).toEqual([]);
    expect((await subscriptionDoc(childId, follower.user.uid)).exists).toBe(false);
  });

  it('answers the links of a deleted account with "Child not found" too', async () => {
    const { owner, childId } = await parentWithChild('leaving');
    const { token } = await createShare(owner, { childId, expiresInDays: 30 });
    expect(await owner.call('deleteAccount', {})).toEqual({ deleted: true });
    expect(await shareDoc(token)).toBeUndefined();
    expect(await failure(getSharedChild(anonymous(), token))).toEqual(childNotFound);
  });
});

describe('subscribe', () => {
  it('follows the child once, however often it is called', async () => {
    const { owner, childId } = await parentWithChild();
    const grandma = await newUser('grandma');
    const uid = grandma.user.uid;
    const { token } = await createShare(owner, { childId });
    expect(await canReadChild(grandma, childId)).toBe(false);
    const untouched = await childUpdateTime(childId);

    expect(await subscribe(grandma, token)).toEqual({
      childId,
      childName: 'Noa',
      alreadySubscribed: false,
      role: 'follower',
    });
    const subscription = await subscriptionDoc(childId, uid);
    expect(subscription.id).toBe(`${childId}_${uid}`);
    expect(subscription.data()).toEqual({
      childId,
      subscriberId: uid,
      ownerId: owner.user.uid,
      createdAt: expect.any(String),
    });
    expect(await followersOf(childId)).toEqual([uid]);
    expect(await canReadChild(grandma, childId)).toBe(true);
    // The subscription alone is the access: the child document is not written.
    const after = await childUpdateTime(childId);
    expect(Boolean(untouched && after?.isEqual(untouched))).toBe(true);

    expect(await subscribe(grandma, token)).toEqual({
      childId,
      childName: 'Noa',
      alreadySubscribed: true,
      role: 'follower',
    });
    const all = await adminDb()
      .collection(collections.subscriptions)
      .where('childId', '==', childId)
      .get();
    expect(all.docs.map((d) => d.id)).toEqual([`${childId}_${uid}`]);
    expect(all.docs[0]?.data()).toEqual(subscription.data());
    expect(await followersOf(childId)).toEqual([uid]);

    expect(await getSharedChild(grandma, token)).toMatchObject({
      subscribed: true,
      isOwner: false,
    });
  });

  it('needs a signed-in caller', async () => {
    const { owner, childId } = await parentWithChild();
    const { token } = await createShare(owner, { childId });
    expect(await failure(subscribe(anonymous(), token))).toMatchObject(sessionExpired);
    expect(await followersOf(childId)).toEqual([]);
  });

  it('refuses the owner following their own child', async () => {
    const { owner, childId } = await parentWithChild();
    const { token } = await createShare(owner, { childId });
    expect(await failure(subscribe(owner, token))).toEqual({
      code: 'functions/failed-precondition',
      message: 'You cannot subscribe to your own child',
      details: { code: 'db/constraint-error', reason: 'own-child' },
    });
    expect((await subscriptionDoc(childId, owner.user.uid)).exists).toBe(false);
    expect(await followersOf(childId)).toEqual([]);
  });

  it('refuses an expired, unknown or malformed token, and changes nothing', async () => {
    const { owner, childId } = await parentWithChild();
    const late = await newUser('late');
    const expired = await writeShare(
      childId,
      owner.user.uid,
      new Date(Date.now() - dayMs).toISOString(),
    );
    expect(await failure(subscribe(late, expired))).toEqual(tokenExpired);
    expect(await failure(subscribe(late, randomUUID()))).toEqual(tokenInvalid);
    expect(await failure(subscribe(late, 'nope'))).toEqual(invalidFormat);
    expect((await subscriptionDoc(childId, late.user.uid)).exists).toBe(false);
    expect(await followersOf(childId)).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('ends the following and the access, then says there was nothing to end', async () => {
    const { owner, childId } = await parentWithChild();
    const uncle = await newUser('uncle');
    const { token } = await createShare(owner, { childId });
    await subscribe(uncle, token);
    expect(await canReadChild(uncle, childId)).toBe(true);

    expect(await unsubscribe(uncle, childId)).toEqual({ unsubscribed: true });
    expect((await subscriptionDoc(childId, uncle.user.uid)).exists).toBe(false);
    expect(await followersOf(childId)).toEqual([]);
    expect(await canReadChild(uncle, childId)).toBe(false);
    expect(await getSharedChild(uncle, token)).toMatchObject({ subscribed: false });

    expect(await unsubscribe(uncle, childId)).toEqual({ unsubscribed: false });
    expect(await followersOf(childId)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const { childId } = await parentWithChild();
    expect(await failure(unsubscribe(anonymous(), childId))).toMatchObject(sessionExpired);
  });

  it("does not write someone else's child when a non-follower calls it", async () => {
    const { childId } = await parentWithChild();
    const stranger = await newUser('stranger');
    const before = await adminDb().doc(paths.child(childId)).get();
    expect(await unsubscribe(stranger, childId)).toEqual({ unsubscribed: false });
    const after = await adminDb().doc(paths.child(childId)).get();
    expect(after.updateTime?.isEqual(before.updateTime ?? after.updateTime)).toBe(true);
  });
});

describe('removeSubscriber', () => {
  it("lets the owner take a follower's access away, and nobody else", async () => {
    const { owner, childId } = await parentWithChild();
    const aunt = await newUser('aunt');
    const cousin = await newUser('cousin');
    const stranger = await newUser('stranger');
    const { token } = await createShare(owner, { childId });
    await subscribe(aunt, token);
    await subscribe(cousin, token);
    const everyone = [aunt.user.uid, cousin.user.uid];
    expect(await followersOf(childId)).toEqual(everyone);
    // What a follower reads of the child names nobody who follows it.
    const seen = await getDoc(doc(cousin.db, paths.child(childId)));
    expect(Object.keys(seen.data() ?? {}).sort()).toEqual([
      'birthDate',
      'createdAt',
      'gender',
      'name',
      'ownerId',
    ]);
    expect(JSON.stringify(seen.data())).not.toContain(aunt.user.uid);

    expect(
      await failure(removeSubscriber(stranger, childId, aunt.user.uid)),
      'a stranger',
    ).toMatchObject(notOwner);
    expect(
      await failure(removeSubscriber(cousin, childId, aunt.user.uid)),
      'a subscriber removing another',
    ).toMatchObject(notOwner);
    expect(
      await failure(removeSubscriber(anonymous(), childId, aunt.user.uid)),
      'anonymous',
    ).toMatchObject(sessionExpired);
    expect(await followersOf(childId)).toEqual(everyone);
    expect((await subscriptionDoc(childId, aunt.user.uid)).exists).toBe(true);

    expect(await removeSubscriber(owner, childId, aunt.user.uid)).toEqual({ removed: true });
    expect(await followersOf(childId)).toEqual([cousin.user.uid]);
    expect((await subscriptionDoc(childId, aunt.user.uid)).exists).toBe(false);
    expect((await subscriptionDoc(childId, cousin.user.uid)).exists).toBe(true);
    expect(await canReadChild(aunt, childId)).toBe(false);
    expect(await canReadChild(cousin, childId)).toBe(true);
    expect(await getSharedChild(aunt, token)).toMatchObject({ subscribed: false });

    expect(await removeSubscriber(owner, childId, aunt.user.uid)).toEqual({ removed: false });
  });
});

describe('listShares', () => {
  it("lists the owner's links newest first with child names and followers, for the owner only", async () => {
    const owner = await newUser('lister', 'Lena Lister');
    const first = await addChild(owner, { name: 'Ida', birthDate: '2020-05-05', gender: 'female' });
    const second = await addChild(owner, { name: 'Max', birthDate: '2022-02-02', gender: 'male' });
    const follower = await newUser('follower');
    const other = await newUser('other');

    const a = await createShare(owner, { childId: first, expiresInDays: 1 });
    const b = await createShare(owner, { childId: second, expiresInDays: 90 });
    const c = await createShare(owner, { childId: first, expiresInDays: null });
    await subscribe(follower, a.token);
    const otherChild = await addChild(other);
    await createShare(other, { childId: otherChild });

    const list = await listShares(owner);
    expect(list.map((s) => s.token)).toEqual([c.token, b.token, a.token]);
    expect(list).toEqual([
      {
        token: c.token,
        childId: first,
        childName: 'Ida',
        expiresAt: c.expiresAt,
        createdAt: expect.any(String),
        subscriberCount: 1,
        role: 'follower',
        used: false,
      },
      {
        token: b.token,
        childId: second,
        childName: 'Max',
        expiresAt: b.expiresAt,
        createdAt: expect.any(String),
        subscriberCount: 0,
        role: 'follower',
        used: false,
      },
      {
        token: a.token,
        childId: first,
        childName: 'Ida',
        expiresAt: a.expiresAt,
        createdAt: expect.any(String),
        subscriberCount: 1,
        role: 'follower',
        used: false,
      },
    ]);
    const created = list.map((s) => s.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const othersList = await listShares(other);
    expect(othersList).toHaveLength(1);
    expect(othersList[0]?.childId).toBe(otherChild);
    expect(await listShares(follower)).toEqual([]);
    expect(await failure(listShares(anonymous()))).toMatchObject(sessionExpired);
  });
});

describe('deleteShare', () => {
  it('lets the owner delete a link, after which it opens nothing', async () => {
    const { owner, childId } = await parentWithChild();
    const follower = await newUser('keeper');
    const { token } = await createShare(owner, { childId });
    await subscribe(follower, token);

    expect(await deleteShare(owner, token)).toEqual({ deleted: true });
    expect(await shareDoc(token)).toBeUndefined();
    expect(await failure(getSharedChild(anonymous(), token))).toEqual(tokenInvalid);
    expect(await failure(subscribe(await newUser('too-late'), token))).toEqual(tokenInvalid);
    expect(await listShares(owner)).toEqual([]);
    // Those already following keep following until removed.
    expect(await followersOf(childId)).toContain(follower.user.uid);
    expect(await canReadChild(follower, childId)).toBe(true);
  });

  it("answers someone else's link like a missing one, and keeps it", async () => {
    const { owner, childId } = await parentWithChild();
    const stranger = await newUser('vandal');
    const { token } = await createShare(owner, { childId });

    const theirs = await failure(deleteShare(stranger, token));
    expect(theirs).toEqual({
      code: 'functions/not-found',
      message: 'Share not found',
      details: { code: 'db/not-found' },
    });
    expect(await failure(deleteShare(stranger, randomUUID()))).toEqual(theirs);
    expect(await shareDoc(token)).toMatchObject({ childId, ownerId: owner.user.uid });
    expect(await getSharedChild(anonymous(), token)).toMatchObject({ childId });
    expect(await failure(deleteShare(anonymous(), token))).toMatchObject(sessionExpired);
    expect(await failure(deleteShare(owner, 'nope'))).toEqual(invalidFormat);
  });
});

describe('listSubscriptions', () => {
  it('shows the follower the child with its owner, and the owner the follower', async () => {
    const { owner, childId } = await parentWithChild('parent', 'Olivia Owner');
    const grandpa = await newUser('grandpa', 'Grandpa Gus');
    const neighbour = await newUser('neighbour', null);
    const { token } = await createShare(owner, { childId });
    await subscribe(grandpa, token);
    await subscribe(neighbour, token);

    const grandpas = await listSubscriptions(grandpa);
    expect(grandpas).toEqual({
      sharedWithMe: [
        {
          id: `${childId}_${grandpa.user.uid}`,
          childId,
          childName: 'Noa',
          ownerName: 'Olivia Owner',
          createdAt: expect.any(String),
          role: 'follower',
          // A follower gets no reminders of the child (issue 33).
          reminders: false,
        },
      ],
      myShares: [],
    });

    const owners = await listSubscriptions(owner);
    expect(owners.sharedWithMe).toEqual([]);
    // Newest first: the neighbour subscribed last.
    expect(owners.myShares).toEqual([
      {
        id: `${childId}_${neighbour.user.uid}`,
        childId,
        childName: 'Noa',
        subscriberId: neighbour.user.uid,
        subscriberName: null,
        createdAt: expect.any(String),
        role: 'follower',
      },
      {
        id: `${childId}_${grandpa.user.uid}`,
        childId,
        childName: 'Noa',
        subscriberId: grandpa.user.uid,
        subscriberName: 'Grandpa Gus',
        createdAt: expect.any(String),
        role: 'follower',
      },
    ]);

    expect(await listSubscriptions(await newUser('outsider'))).toEqual({
      sharedWithMe: [],
      myShares: [],
    });
    expect(await failure(listSubscriptions(anonymous()))).toMatchObject(sessionExpired);
  });
});
