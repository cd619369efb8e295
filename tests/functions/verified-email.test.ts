import { describe, expect, it } from 'vitest';
import { paths, type StartAdminSessionResult } from '@sprout/core';
import { adminAuth, adminDb, storedDoc } from '../support/admin';
import { defaultAllowlist, setAllowlist } from '../support/admin-callers';
import { verifyEmail } from '../support/client';
import { callError, useClients, type SignedUpClient } from '../support/harness';

const clients = useClients();

/**
 * Every callable that writes for its caller, with a payload it would act on. The check comes
 * first, so the payload does not matter to the refusal; after verification each call gets past
 * it (to its own answer or error).
 */
const writingCallables: Array<[name: string, data: object]> = [
  ['createShare', { childId: 'no-such-child', expiresInDays: 7 }],
  ['deleteShare', { token: '3f1c2a7e-8d4b-4b6a-9e2f-1a2b3c4d5e6f' }],
  ['subscribe', { token: '3f1c2a7e-8d4b-4b6a-9e2f-1a2b3c4d5e6f' }],
  ['unsubscribe', { childId: 'no-such-child' }],
  ['removeSubscriber', { childId: 'no-such-child', subscriberId: 'someone' }],
  ['setReminders', { type: 'season', enabled: false }],
];

/** The catalogue code a call failed with, or null when it succeeded. */
async function failureCode(call: Promise<unknown>): Promise<string | null> {
  try {
    await call;
    return null;
  } catch (error) {
    const { code, details } = error as { code?: string; details?: { code?: string } };
    return details?.code ?? code ?? 'unknown';
  }
}

async function expectUnverifiedRefusal(call: Promise<unknown>) {
  const error = await callError(call);
  expect(error.code).toBe('functions/unauthenticated');
  expect(error.details).toEqual({ code: 'auth/email-not-verified' });
  // The web SDK appends the HTTP status to the function's message.
  expect(error.message.replace(/ \[\d{3}\]$/, '')).toBe('Please verify your email address');
}

describe('callables refuse writes from unverified addresses (auth/email-not-verified)', () => {
  for (const [name, data] of writingCallables) {
    it(`${name}: refused before verification, past the check after`, async () => {
      const client = await clients.newUser(`unverified-${name}`, {}, { verified: false });
      await expectUnverifiedRefusal(client.call(name, data));

      await verifyEmail(client.user);
      expect(await failureCode(client.call(name, data))).not.toBe('auth/email-not-verified');
    });
  }

  it('setReminders changes nothing for an unverified caller', async () => {
    const client = await clients.newUser(
      'unverified-reminders',
      { emailReminders: true },
      { verified: false },
    );
    await expectUnverifiedRefusal(client.call('setReminders', { type: 'season', enabled: false }));
    const profile = (await adminDb().doc(paths.user(client.user.uid)).get()).data();
    expect(profile).toMatchObject({ emailReminders: true });
  });

  it('admin callables refuse an admin whose address is not verified', async () => {
    await setAllowlist(defaultAllowlist);
    const client = await clients.newUser('unverified-admin', null, { verified: false });
    await adminAuth().setCustomUserClaims(client.user.uid, { admin: true });
    await storedDoc(paths.admin(client.user.uid)).set({
      email: client.user.email ?? '',
      createdAt: new Date().toISOString(),
    });
    await client.user.getIdToken(true);
    await expectUnverifiedRefusal(
      client.call<object, StartAdminSessionResult>('startAdminSession', {}),
    );

    await verifyEmail(client.user);
    const { sessionId } = await client.call<object, StartAdminSessionResult>(
      'startAdminSession',
      {},
    );
    expect(sessionId).toEqual(expect.any(String));
  });

  it('an unverified person can still delete their account', async () => {
    const client: SignedUpClient = await clients.newUser(
      'unverified-leaves',
      {},
      { verified: false },
    );
    expect(await client.call('deleteAccount', {})).toEqual({ deleted: true });
    expect((await adminDb().doc(paths.user(client.user.uid)).get()).exists).toBe(false);
  });

  it('sign-up still logs its event before the address is verified', async () => {
    const client = await clients.newUser('unverified-log', {}, { verified: false });
    expect(
      await client.call('logAuthEvent', { eventType: 'sign_up', provider: 'email', success: true }),
    ).toEqual({ logged: true });
  });
});
