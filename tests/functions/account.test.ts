import { afterEach, describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { collections, paths } from '@sprout/core';
import { adminAuth, adminDb } from '../support/admin';
import { anonymousClient, functionsRegion, signedUpClient } from '../support/client';
import { projectId } from '../support/emulators';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sprout.test`;

async function newUser(label: string) {
  const client = await signedUpClient(unique(label));
  closers.push(client.close);
  const now = new Date().toISOString();
  await adminDb().doc(paths.user(client.user.uid)).set({
    email: client.user.email,
    name: label,
    locale: 'SE',
    language: 'sv',
    measurementSystem: 'metric',
    emailReminders: true,
    birthdayReminders: true,
    termsAcceptedAt: now,
    createdAt: now,
  });
  return client;
}

async function callError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error as FirebaseError & { details?: unknown };
    throw error;
  }
  throw new Error('The call succeeded but should have failed');
}

describe('setReminders', () => {
  it('switches a reminder for the caller only and answers with the new state', async () => {
    const client = await newUser('reminders');
    const result = await client.call('setReminders', { type: 'birthday', enabled: false });
    expect(result).toEqual({ type: 'birthday', enabled: false });
    const profile = (await adminDb().doc(paths.user(client.user.uid)).get()).data();
    expect(profile).toMatchObject({ birthdayReminders: false, emailReminders: true });
  });

  it('refuses anonymous callers and bad payloads with coded errors', async () => {
    const anonymous = anonymousClient();
    closers.push(anonymous.close);
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
    // Called as the browser does, through Hosting's front end, which adds X-Forwarded-For.
    const res = await fetch(`http://127.0.0.1:5001/${projectId}/${functionsRegion}/logAuthEvent`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await client.user.getIdToken()}`,
        'x-forwarded-for': '203.0.113.7, 10.0.0.1',
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
    const anonymous = anonymousClient();
    closers.push(anonymous.close);
    const email = unique('failed');
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
    await own.set({
      ownerId: uid,
      viewerIds: [uid, other],
      name: 'Ada',
      birthDate: '2022-01-01',
      gender: 'female',
    });
    await own
      .collection(collections.measurements)
      .doc()
      .set({ measuredAt: '2026-01-01', height: 90 });
    await own
      .collection(collections.predictions)
      .doc('winter-2026')
      .set({ season: 'winter', year: 2026 });
    await friends.set({
      ownerId: other,
      viewerIds: [other, uid],
      name: 'Bo',
      birthDate: '2021-01-01',
      gender: 'male',
    });
    await db.collection(collections.shares).doc().set({ childId: own.id, ownerId: uid });
    await db
      .doc(`${collections.subscriptions}/${own.id}_${other}`)
      .set({ childId: own.id, subscriberId: other, ownerId: uid });
    await db
      .doc(`${collections.subscriptions}/${friends.id}_${uid}`)
      .set({ childId: friends.id, subscriberId: uid, ownerId: other });
    await db
      .doc(`${paths.user(uid)}/${collections.savedProducts}/p1`)
      .set({ savedAt: '2026-01-01' });

    expect(await parent.call('deleteAccount', {})).toEqual({ deleted: true });

    const left = await Promise.all([
      db
        .doc(paths.user(uid))
        .get()
        .then((d) => d.exists),
      db
        .doc(`${paths.user(uid)}/${collections.savedProducts}/p1`)
        .get()
        .then((d) => d.exists),
      own.get().then((d) => d.exists),
      own
        .collection(collections.measurements)
        .get()
        .then((s) => s.size),
      own
        .collection(collections.predictions)
        .get()
        .then((s) => s.size),
      db
        .collection(collections.shares)
        .where('ownerId', '==', uid)
        .get()
        .then((s) => s.size),
      db
        .collection(collections.subscriptions)
        .where('subscriberId', '==', uid)
        .get()
        .then((s) => s.size),
      db
        .collection(collections.subscriptions)
        .where('ownerId', '==', uid)
        .get()
        .then((s) => s.size),
      db
        .collection(collections.children)
        .where('viewerIds', 'array-contains', uid)
        .get()
        .then((s) => s.size),
    ]);
    expect(left).toEqual([false, false, false, 0, 0, 0, 0, 0, 0]);
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    expect((await friends.get()).get('viewerIds')).toEqual([other]);
    expect((await db.doc(paths.user(other)).get()).exists).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    const anonymous = anonymousClient();
    closers.push(anonymous.close);
    const error = await callError(anonymous.call('deleteAccount', {}));
    expect(error.details).toEqual({ code: 'auth/session-expired' });
  });
});
