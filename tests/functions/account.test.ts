import { describe, expect, it } from 'vitest';
import { collections, paths, type UserProfile } from '@sprout/core';
import { adminDb } from '../support/admin';
import { functionsRegion } from '../support/client';
import { callError, useClients } from '../support/harness';
import { projectId } from '../support/emulators';
import { uniqueEmail } from '../support/factories';

const clients = useClients();
const newUser = (label: string, profile: Partial<UserProfile> = {}) =>
  clients.newUser(label, { locale: 'SE', language: 'sv', ...profile });

describe('setReminders', () => {
  it('switches a reminder for the caller only and answers with the new state', async () => {
    const client = await newUser('reminders', { emailReminders: true, birthdayReminders: true });
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
