import { describe, expect, it } from 'vitest';
import type { Query } from 'firebase-admin/firestore';
import { collections, paths, subscriptionId } from '@sprout/core';
import { adminAuth, adminDb } from '../support/admin';
import { functionsRegion } from '../support/client';
import { callError, useClients } from '../support/harness';
import { projectId } from '../support/emulators';
import {
  childData,
  savedProductData,
  shareData,
  subscriptionData,
  uniqueEmail,
} from '../support/factories';

const clients = useClients();
const newUser = (label: string) => clients.newUser(label, { locale: 'SE', language: 'sv' });

describe('setReminders', () => {
  it('switches a reminder for the caller only and answers with the new state', async () => {
    const client = await newUser('reminders');
    const result = await client.call('setReminders', { type: 'birthday', enabled: false });
    expect(result).toEqual({ type: 'birthday', enabled: false });
    const profile = (await adminDb().doc(paths.user(client.user.uid)).get()).data();
    expect(profile).toMatchObject({ birthdayReminders: false, emailReminders: true });
  });

  it('refuses anonymous callers and bad payloads with coded errors', async () => {
    const anonymous = clients.anonymous();
    const anon = await callError(anonymous.call('setReminders', { type: 'season', enabled: true }));
    expect(anon.code).toBe('functions/unauthenticated');
    expect(anon.details).toEqual({ code: 'auth/session-expired' });

    const client = await newUser('bad-payload');
    const bad = await callError(client.call('setReminders', { type: 'weekly', enabled: 'yes' }));
    expect(bad.code).toBe('functions/invalid-argument');
    expect(bad.details).toMatchObject({ code: 'validation/invalid-format' });
  });
});

describe('logAuthEvent', () => {
  it('records a sign-in with the address and browser of the request', async () => {
    const client = await newUser('logger');
    // Called as the browser does, through Google's front end, which appends the address it saw
    // to X-Forwarded-For after whatever the client sent (here a forged first entry).
    const res = await fetch(`http://127.0.0.1:5001/${projectId}/${functionsRegion}/logAuthEvent`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await client.user.getIdToken()}`,
        'x-forwarded-for': '10.0.0.1, 203.0.113.7',
        'user-agent': 'Mozilla/5.0 SproutTest',
      },
      body: JSON.stringify({ data: { eventType: 'sign_in', provider: 'email', success: true } }),
    });
    expect(await res.json()).toEqual({ result: { logged: true } });
    const logs = await adminDb()
      .collection(collections.authLogs)
      .where('userId', '==', client.user.uid)
      .get();
    expect(logs.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        email: client.user.email,
        eventType: 'sign_in',
        provider: 'email',
        success: true,
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 SproutTest',
      }),
    ]);
  });

  it('records failed attempts anonymously, and never a success without a user', async () => {
    const anonymous = clients.anonymous();
    const email = uniqueEmail('failed');
    await anonymous.call('logAuthEvent', {
      eventType: 'sign_in',
      provider: 'email',
      success: false,
      email,
      errorMessage: 'auth/invalid-credentials',
    });
    expect(
      await anonymous.call('logAuthEvent', {
        eventType: 'sign_in',
        provider: 'email',
        success: true,
      }),
    ).toEqual({ logged: false });
    const logs = await adminDb().collection(collections.authLogs).where('email', '==', email).get();
    expect(logs.docs.map((d) => d.get('success'))).toEqual([false]);
  });
});

describe('deleteAccount', () => {
  it('leaves no document of the user behind, and keeps other families intact', async () => {
    const parent = await newUser('leaving');
    const friend = await newUser('staying');
    const uid = parent.user.uid;
    const other = friend.user.uid;
    const db = adminDb();
    const own = db.collection(collections.children).doc();
    const friends = db.collection(collections.children).doc();
    await own.set(
      childData(uid, { viewerIds: [uid, other], name: 'Ada', birthDate: '2022-01-01' }),
    );
    // A partial measurement, as before: a full one would start a forecast racing the deletion.
    await own
      .collection(collections.measurements)
      .doc()
      .set({ measuredAt: '2026-01-01', height: 90 });
    await own
      .collection(collections.predictions)
      .doc('winter-2026')
      .set({ season: 'winter', year: 2026 });
    await friends.set(
      childData(other, {
        viewerIds: [other, uid],
        name: 'Bo',
        birthDate: '2021-01-01',
        gender: 'male',
      }),
    );
    await db
      .collection(collections.shares)
      .doc()
      .set(shareData({ childId: own.id, ownerId: uid }));
    await db
      .doc(paths.subscription(subscriptionId(own.id, other)))
      .set(subscriptionData({ childId: own.id, subscriberId: other, ownerId: uid }));
    await db
      .doc(paths.subscription(subscriptionId(friends.id, uid)))
      .set(subscriptionData({ childId: friends.id, subscriberId: uid, ownerId: other }));
    await db.doc(`${paths.user(uid)}/${collections.savedProducts}/p1`).set(savedProductData('p1'));

    expect(await parent.call('deleteAccount', {})).toEqual({ deleted: true });

    const exists = (path: string) =>
      db
        .doc(path)
        .get()
        .then((d) => d.exists);
    const count = (query: Query) => query.get().then((s) => s.size);
    const where = (collection: string, field: string) =>
      db.collection(collection).where(field, field === 'viewerIds' ? 'array-contains' : '==', uid);
    const left = await Promise.all([
      exists(paths.user(uid)),
      exists(`${paths.user(uid)}/${collections.savedProducts}/p1`),
      exists(paths.child(own.id)),
      count(own.collection(collections.measurements)),
      count(own.collection(collections.predictions)),
      count(where(collections.shares, 'ownerId')),
      count(where(collections.subscriptions, 'subscriberId')),
      count(where(collections.subscriptions, 'ownerId')),
      count(where(collections.children, 'viewerIds')),
    ]);
    expect(left).toEqual([false, false, false, 0, 0, 0, 0, 0, 0]);
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    expect((await friends.get()).get('viewerIds')).toEqual([other]);
    expect((await db.doc(paths.user(other)).get()).exists).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    const anonymous = clients.anonymous();
    const error = await callError(anonymous.call('deleteAccount', {}));
    expect(error.details).toEqual({ code: 'auth/session-expired' });
  });
});
