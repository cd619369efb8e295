import { beforeEach, describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import {
  collections,
  paths,
  rateLimitId,
  rateLimits,
  subscriptionId,
  type CreateShareResult,
} from '@sprout/core';
import { adminDb, followersOf, storeShare } from '../support/admin';
import { callError, useClients, type Caller } from '../support/harness';
import { childData, subscriptionData, uniqueEmail } from '../support/factories';
import {
  callFrom,
  resetLocalRateLimits,
  storeCounter,
  storedCounter,
  uniqueIp,
} from '../support/rate-limits';

const clients = useClients();
const minuteMs = 60_000;
const tooMany = 'Too many requests, please try again later';

/** A child stored for `ownerId` (an auto-id, as the app makes), followed by `followerId`. */
async function storeChild(ownerId: string, followerId?: string) {
  const ref = adminDb().collection(collections.children).doc();
  await ref.set(childData(ownerId));
  if (followerId) {
    await adminDb()
      .doc(paths.subscription(subscriptionId(ref.id, followerId)))
      .set(subscriptionData({ childId: ref.id, subscriberId: followerId, ownerId }));
  }
  return ref.id;
}

async function expectRateLimited(promise: Promise<unknown>) {
  const error = await callError(promise);
  expect(error.code).toBe('functions/resource-exhausted');
  expect(error.message.replace(/ \[\d{3}\]$/, '')).toBe(tooMany);
  expect(error.details).toEqual({ code: 'api/rate-limit' });
}

const recommendation = {
  country: 'SE',
  season: 'winter',
  gender: 'female',
  clothingSize: 110,
  shoeSize: 28,
};

describe('rate limits', () => {
  beforeEach(resetLocalRateLimits);

  it('createShare: the 11th link in a minute is refused, stored nothing, and another user goes on', async () => {
    const owner = await clients.newUser('sharer');
    const other = await clients.newUser('other-sharer');
    const childId = await storeChild(owner.user.uid);
    const otherChild = await storeChild(other.user.uid);
    for (let i = 0; i < rateLimits.createShare; i++) {
      await owner.call<object, CreateShareResult>('createShare', { childId });
    }
    await expectRateLimited(owner.call('createShare', { childId }));
    const stored = await adminDb()
      .collection(collections.shares)
      .where('ownerId', '==', owner.user.uid)
      .count()
      .get();
    expect(stored.data().count).toBe(rateLimits.createShare);
    const result = await other.call<object, CreateShareResult>('createShare', {
      childId: otherChild,
    });
    expect(result.token).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('getSharedChild: counts per address, the trusted last hop, not what the client adds', async () => {
    const owner = await clients.newUser('shared-owner');
    const token = await storeShare({
      childId: await storeChild(owner.user.uid),
      ownerId: owner.user.uid,
    });
    const ip = uniqueIp();
    await storeCounter('getSharedChild', `ip:${ip}`, rateLimits.getSharedChild - 1);
    expect((await callFrom('getSharedChild', { token }, { ip })).result).toHaveProperty('childId');
    const refused = await callFrom('getSharedChild', { token }, { ip, spoofed: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: tooMany,
      details: { code: 'api/rate-limit' },
    });
    // Another address is not affected, nor a leftmost entry the client chose.
    expect(
      (await callFrom('getSharedChild', { token }, { ip: uniqueIp(), spoofed: ip })).result,
    ).toBeDefined();
    expect((await storedCounter('getSharedChild', `ip:${ip}`))?.count).toBe(
      rateLimits.getSharedChild,
    );
  });

  it('a new window starts once the minute is over, with a TTL date at its end', async () => {
    const owner = await clients.newUser('window-owner');
    const token = await storeShare({
      childId: await storeChild(owner.user.uid),
      ownerId: owner.user.uid,
    });
    const ip = uniqueIp();
    await storeCounter('getSharedChild', `ip:${ip}`, rateLimits.getSharedChild, minuteMs + 1000);
    const before = Date.now();
    expect((await callFrom('getSharedChild', { token }, { ip })).result).toBeDefined();
    const counter = await storedCounter('getSharedChild', `ip:${ip}`);
    expect(counter?.count).toBe(1);
    expect(counter?.windowStart).toBeGreaterThanOrEqual(before - 1000);
    expect(counter?.expiresAt.toMillis()).toBe((counter?.windowStart ?? 0) + minuteMs);
  });

  it('getRecommendations: per user when signed in, so a signed-out caller is not affected', async () => {
    const shopper = await clients.newUser('busy-shopper', null);
    await storeCounter(
      'getRecommendations',
      `uid:${shopper.user.uid}`,
      rateLimits.getRecommendations,
    );
    await expectRateLimited(shopper.call('getRecommendations', recommendation));
    const other = await clients.newUser('calm-shopper', null);
    expect(await other.call('getRecommendations', recommendation)).toHaveProperty('products');
    expect(await clients.anonymous().call('getRecommendations', recommendation)).toHaveProperty(
      'products',
    );
  });

  it('subscribe: refused over the limit, and no subscription is written', async () => {
    const owner = await clients.newUser('popular-owner');
    const fan = await clients.newUser('eager-fan');
    const childId = await storeChild(owner.user.uid);
    const token = await storeShare({ childId, ownerId: owner.user.uid });
    await storeCounter('subscribe', `uid:${fan.user.uid}`, rateLimits.subscribe);
    await expectRateLimited(fan.call('subscribe', { token }));
    const stored = await adminDb()
      .doc(paths.subscription(subscriptionId(childId, fan.user.uid)))
      .get();
    expect(stored.exists).toBe(false);
  });

  it('logAuthEvent: failed attempts count per address, and the refused one is not logged', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail('hammering');
    await storeCounter('logAuthEvent', `ip:${ip}`, rateLimits.logAuthEvent - 1);
    const event = { eventType: 'sign_in', provider: 'email', success: false, email };
    expect((await callFrom('logAuthEvent', event, { ip })).result).toEqual({ logged: true });
    const refused = await callFrom('logAuthEvent', event, { ip });
    expect(refused.error?.details).toEqual({ code: 'api/rate-limit' });
    const logs = await adminDb().collection(collections.authLogs).where('email', '==', email).get();
    expect(logs.docs.map((d) => d.get('ipAddress'))).toEqual([ip]);
  });

  it("authLogs record the caller's address: the emulator's own without a front end", async () => {
    const client = await clients.newUser('address-logged');
    await client.call('logAuthEvent', { eventType: 'sign_in', provider: 'email', success: true });
    const logs = await adminDb()
      .collection(collections.authLogs)
      .where('userId', '==', client.user.uid)
      .get();
    expect(logs.docs.map((d) => d.get('ipAddress'))).toEqual(['127.0.0.1']);
  });

  it('counter documents are server-only: a signed-in client cannot read or write them', async () => {
    const client = await clients.newUser('counter-peeker');
    await client.call('getRecommendations', recommendation);
    const ref = doc(
      client.db,
      paths.rateLimit(rateLimitId('getRecommendations', `uid:${client.user.uid}`)),
    );
    expect((await callError(getDoc(ref))).code).toBe('permission-denied');
    expect((await callError(setDoc(ref, { count: 0 }))).code).toBe('permission-denied');
  });
});

/** Ids that must never reach a document path: with '/', too long, empty, of the wrong type. */
const badIds = (valid: string): Array<[string, unknown]> => [
  ['with a slash', `${valid}/measurements/x`],
  ['too long', `${valid}${'a'.repeat(500)}`],
  ['empty', ''],
  ['a number', 12345],
  ['an object', { id: valid }],
];

async function expectInvalid(caller: Caller, name: string, data: object) {
  const error = await callError(caller.call(name, data));
  expect(error.code, `${name} ${JSON.stringify(data)}`).toBe('functions/invalid-argument');
  expect(error.details).toMatchObject({ code: 'validation/invalid-format' });
}

describe('id inputs of the callables', () => {
  beforeEach(resetLocalRateLimits);

  it('createShare refuses a bad child id and stores no link', async () => {
    const owner = await clients.newUser('id-sharer');
    const childId = await storeChild(owner.user.uid);
    for (const [, id] of badIds(childId)) {
      await expectInvalid(owner, 'createShare', { childId: id });
    }
    const stored = await adminDb()
      .collection(collections.shares)
      .where('ownerId', '==', owner.user.uid)
      .count()
      .get();
    expect(stored.data().count).toBe(0);
  });

  it('unsubscribe and removeSubscriber refuse bad child and user ids and end nothing', async () => {
    const owner = await clients.newUser('id-owner');
    const follower = await clients.newUser('id-follower');
    const childId = await storeChild(owner.user.uid, follower.user.uid);
    for (const [, id] of badIds(childId)) {
      await expectInvalid(follower, 'unsubscribe', { childId: id });
      await expectInvalid(owner, 'removeSubscriber', {
        childId: id,
        subscriberId: follower.user.uid,
      });
    }
    for (const [, id] of badIds(follower.user.uid)) {
      await expectInvalid(owner, 'removeSubscriber', { childId, subscriberId: id });
    }
    const subscription = await adminDb()
      .doc(paths.subscription(subscriptionId(childId, follower.user.uid)))
      .get();
    expect(subscription.exists).toBe(true);
    expect(await followersOf(childId)).toEqual([follower.user.uid]);
  });

  it('getSharedChild, subscribe and deleteShare refuse bad tokens and change nothing', async () => {
    const owner = await clients.newUser('token-owner');
    const visitor = await clients.newUser('token-visitor');
    const childId = await storeChild(owner.user.uid);
    const token = await storeShare({ childId, ownerId: owner.user.uid });
    for (const [, bad] of badIds(token)) {
      await expectInvalid(clients.anonymous(), 'getSharedChild', { token: bad });
      await expectInvalid(visitor, 'subscribe', { token: bad });
      await expectInvalid(owner, 'deleteShare', { token: bad });
    }
    expect((await adminDb().doc(paths.share(token)).get()).exists).toBe(true);
    const subscription = await adminDb()
      .doc(paths.subscription(subscriptionId(childId, visitor.user.uid)))
      .get();
    expect(subscription.exists).toBe(false);
    expect(await followersOf(childId)).toEqual([]);
  });
});
