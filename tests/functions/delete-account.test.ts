import { describe, expect, it } from 'vitest';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { collections, paths, subscriptionId } from '@sprout/core';
import { adminAuth, adminDb, eventually } from '../support/admin';
import { functionsRegion } from '../support/client';
import { callError, useClients, type SignedUpClient } from '../support/harness';
import { projectId } from '../support/emulators';
import {
  childData,
  measurementData,
  parentHeightsData,
  savedProductData,
  shareData,
  profileData,
  subscriptionData,
  uniqueEmail,
} from '../support/factories';

const clients = useClients();
// Reminders stay off (the harness's default): the reminder jobs of other suites must not read the
// partial documents seeded here.
const newUser = (label: string) => clients.newUser(label, { locale: 'SE', language: 'sv' });
const expired = { code: 'auth/session-expired' };

/**
 * A user whose profile holds no address: the welcome e-mail the profile's creation queues (a
 * trigger, seconds later) would otherwise race the deletion; the test seeds its own mail.
 */
async function quietUser(label: string) {
  const client = await clients.newUser(label, null);
  await adminDb()
    .doc(paths.user(client.user.uid))
    .set(
      profileData({
        email: '',
        name: label,
        locale: 'SE',
        language: 'sv',
        emailReminders: false,
        birthdayReminders: false,
      }),
    );
  return client;
}

/** Every kind of document a parent leaves: a child with its subcollections, links, logs, mail. */
async function seedFamily(db: Firestore, client: SignedUpClient, friendUid: string) {
  const uid = client.user.uid;
  const email = client.user.email ?? '';
  const child = db.collection(collections.children).doc();
  await child.set(childData(uid, { birthDate: '2022-01-01' }));
  // A measurement and the forecast its trigger makes from it. Waiting for that forecast keeps
  // the trigger from racing the deletion; a forecast seeded by hand beside a measurement was
  // deleted again by the measurement's trigger whenever that ran after the seed.
  await child
    .collection(collections.measurements)
    .doc('m1')
    .set(measurementData({ measuredAt: '2026-01-01', height: 92, weight: 13.5, footLength: 15 }));
  await eventually(
    () => child.collection(collections.predictions).get(),
    (snapshot) => snapshot.size === 8,
  );
  await db.doc(paths.measurementIndex(child.id)).set({ ids: ['m1'] });
  // The parents' document, heights left empty: a height would start a forecast racing the
  // deletion (onParentHeightsWritten), as a full measurement would.
  await db
    .doc(paths.parentHeights(child.id))
    .set(parentHeightsData({ motherCm: null, fatherCm: null }));
  await db.doc(paths.savedProduct(uid, 'p1')).set(savedProductData('p1'));
  await db.doc(paths.childIndex(uid)).set({ ids: [child.id] });
  await db.doc(paths.savedProductIndex(uid)).set({ ids: ['p1'] });
  await db
    .collection(collections.shares)
    .doc()
    .set(shareData({ childId: child.id, ownerId: uid }));
  await db
    .doc(paths.subscription(subscriptionId(child.id, friendUid)))
    .set(subscriptionData({ childId: child.id, subscriberId: friendUid, ownerId: uid }));
  const log = { provider: 'email', eventType: 'sign_in', createdAt: Timestamp.now() };
  await db.collection(collections.authLogs).add({ ...log, userId: uid, email, success: true });
  // A failed attempt: anonymous, with the address typed.
  await db.collection(collections.authLogs).add({ ...log, userId: null, email, success: false });
  // Sent messages (a pending one would go out through the outbox trigger meanwhile).
  const mail = { template: 'welcome', status: 'sent', createdAt: new Date().toISOString() };
  await db.collection(collections.mail).add({ ...mail, to: email, uid });
  await db.collection(collections.mail).add({ ...mail, to: email }); // before `uid` existed
  return child;
}

/** How many documents of each kind `uid` (with `email`) still has, by collection. */
async function leftOf(db: Firestore, uid: string, email: string, childId: string) {
  const count = (query: Query) => query.get().then((s) => s.size);
  const where = (collection: string, field: string, value: string) =>
    count(db.collection(collection).where(field, '==', value));
  const user = db.doc(paths.user(uid));
  const child = db.doc(paths.child(childId));
  const exists = (path: string) =>
    db
      .doc(path)
      .get()
      .then((d) => (d.exists ? 1 : 0));
  return {
    users: await exists(user.path),
    savedProducts: await count(user.collection(collections.savedProducts)),
    userIndexes: await count(user.collection(collections.indexes)),
    children: await where(collections.children, 'ownerId', uid),
    child: await exists(child.path),
    measurements: await count(child.collection(collections.measurements)),
    predictions: await count(child.collection(collections.predictions)),
    childIndexes: await count(child.collection(collections.indexes)),
    parentHeights: await exists(paths.parentHeights(childId)),
    shares: await where(collections.shares, 'ownerId', uid),
    subscriptionsOwned: await where(collections.subscriptions, 'ownerId', uid),
    subscriptionsFollowed: await where(collections.subscriptions, 'subscriberId', uid),
    authLogsById: await where(collections.authLogs, 'userId', uid),
    authLogsByEmail: await where(collections.authLogs, 'email', email),
    mailById: await where(collections.mail, 'uid', uid),
    mailByAddress: await where(collections.mail, 'to', email),
  };
}

/** Calls deleteAccount over HTTP with a given bearer token, as the web SDK would. */
async function callWithToken(token: string) {
  const res = await fetch(`http://127.0.0.1:5001/${projectId}/${functionsRegion}/deleteAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: {} }),
  });
  return (await res.json()) as { result?: unknown; error?: { details?: unknown } };
}

/** An unsigned ID token (the emulators accept `alg: none`) whose sign-in was `ageSeconds` ago. */
function tokenSignedInAgo(uid: string, email: string, ageSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    email,
    email_verified: false,
    auth_time: now - ageSeconds,
    iat: now - 10,
    exp: now + 3600,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

describe('deleteAccount', () => {
  it('leaves 0 documents of the user in every collection, and keeps other families intact', async () => {
    const parent = await quietUser('leaving');
    const friend = await quietUser('staying');
    const uid = parent.user.uid;
    const other = friend.user.uid;
    const db = adminDb();
    const own = await seedFamily(db, parent, other);
    const friends = await seedFamily(db, friend, uid);
    await db
      .doc(paths.subscription(subscriptionId(friends.id, uid)))
      .set(subscriptionData({ childId: friends.id, subscriberId: uid, ownerId: other }));
    const email = parent.user.email ?? '';
    const before = await leftOf(db, uid, email, own.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    const friendsBefore = await leftOf(db, other, friend.user.email ?? '', friends.id);
    const friendsChild = (await friends.get()).data();

    expect(await parent.call('deleteAccount', {})).toEqual({ deleted: true });

    const after = await leftOf(db, uid, email, own.id);
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((key) => [key, 0])));
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // The friend keeps everything but the links with the leaving parent: the parent's
    // subscription to the friend's child, the friend's to the parent's, the parent's child.
    const friendsAfter = await leftOf(db, other, friend.user.email ?? '', friends.id);
    expect(friendsAfter).toEqual({
      ...friendsBefore,
      subscriptionsOwned: 0,
      subscriptionsFollowed: 0,
    });
    expect(friendsBefore).toMatchObject({ subscriptionsOwned: 1, subscriptionsFollowed: 1 });
    // The parent's access to the friend's child was that subscription; the child is not written.
    expect((await friends.get()).data()).toEqual(friendsChild);
  });

  it("answers a second call with 'User not found'", async () => {
    const parent = await newUser('twice');
    // The first call's token stays in hand, as in a second tab.
    const token = await parent.user.getIdToken();
    expect(await parent.call('deleteAccount', {})).toEqual({ deleted: true });
    const again = await callWithToken(token);
    expect(again.result).toBeUndefined();
    expect(again.error?.details).toEqual({ code: 'auth/user-not-found' });
  });

  it('refuses a revoked session and keeps the account and its data', async () => {
    const parent = await newUser('revoked');
    const uid = parent.user.uid;
    // Revocation counts in whole seconds: the sign-in must be a second older than it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(uid);
    const error = await callError(parent.call('deleteAccount', {}));
    expect(error.code).toBe('functions/unauthenticated');
    expect(error.details).toEqual(expired);
    expect((await adminDb().doc(paths.user(uid)).get()).exists).toBe(true);
    expect((await adminAuth().getUser(uid)).uid).toBe(uid);
  });

  it('refuses a sign-in older than five minutes, and takes one of four minutes', async () => {
    // Made without a password, so no revocation time: only the sign-in's age decides here.
    const email = uniqueEmail('old-sign-in');
    const { uid } = await adminAuth().createUser({ email });
    const old = await callWithToken(tokenSignedInAgo(uid, email, 6 * 60));
    expect(old.error?.details).toEqual(expired);
    expect((await adminAuth().getUser(uid)).uid).toBe(uid);
    const recent = await callWithToken(tokenSignedInAgo(uid, email, 4 * 60));
    expect(recent).toEqual({ result: { deleted: true } });
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses anonymous callers', async () => {
    const anonymous = clients.anonymous();
    const error = await callError(anonymous.call('deleteAccount', {}));
    expect(error.details).toEqual(expired);
  });
});
