import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TOTP } from 'otpauth';
import { URI } from 'otpauth';
import {
  adminTotpNotEnrolledReason,
  paths,
  type AdminSessionData,
  type AdminTotpStatus,
  type ConfirmAdminTotpResult,
  type StartAdminSessionResult,
} from '@sprout/core';
import { storedDoc } from '../support/admin';
import {
  adminCallers,
  defaultAllowlist,
  expectInvalid,
  expectRefused,
  setAllowlist,
} from '../support/admin-callers';
import { callError, useClients, type SignedUpClient } from '../support/harness';

/*
 * The two-factor page's status and turning the second factor off (issue point 12), on the
 * emulators: who may call them, that the status never carries the secret, and that turning it off
 * takes a current code checked as at sign-in (single use, wrong codes counted, the same lockout).
 * The allow-list is left as every suite expects it: this machine (admin.test.ts checks the
 * address refusal of the guard these endpoints share).
 */

const clients = useClients();
const { parent, admin, signedInAdmin } = adminCallers(clients);

beforeAll(async () => {
  await setAllowlist(defaultAllowlist);
});
afterEach(async () => {
  await setAllowlist(defaultAllowlist);
});

const codeAt = (totp: TOTP, offsetMs = 0) => totp.generate({ timestamp: Date.now() + offsetMs });
/** A 6-digit code that is none of the codes valid around now. */
const wrongCode = (totp: TOTP) => {
  const valid = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((o) => codeAt(totp, o)));
  let n = Number(codeAt(totp));
  let code: string;
  do {
    n = (n + 137_911) % 1_000_000;
    code = String(n).padStart(6, '0');
  } while (valid.has(code));
  return code;
};

const status = (client: SignedUpClient, sessionId: string) =>
  client.call<object, AdminTotpStatus>('adminTotpStatus', { sessionId });
const disable = (client: SignedUpClient, sessionId: string, code?: string) =>
  client.call<object, AdminTotpStatus>(
    'disableAdminTotp',
    code === undefined ? { sessionId } : { sessionId, code },
  );
const startSession = async (client: SignedUpClient, code?: string) =>
  (
    await client.call<object, StartAdminSessionResult>(
      'startAdminSession',
      code === undefined ? {} : { code },
    )
  ).sessionId;

async function enrol(client: SignedUpClient, sessionId: string): Promise<TOTP> {
  const { uri } = await client.call<object, { uri: string }>('enrollAdminTotp', { sessionId });
  return URI.parse(uri) as TOTP;
}

/** An admin with a live session and a confirmed second factor (the current step's code spent). */
async function enrolledAdmin() {
  const { client, sessionId } = await signedInAdmin();
  const totp = await enrol(client, sessionId);
  const confirmed = await client.call<object, ConfirmAdminTotpResult>('confirmAdminTotp', {
    sessionId,
    code: codeAt(totp),
  });
  return { client, sessionId, totp, confirmedAt: confirmed.confirmedAt };
}

const off: AdminTotpStatus = { enrolled: false, confirmedAt: null, pending: false };

describe('adminTotpStatus and disableAdminTotp refuse whoever is not a signed-in admin with a live session', () => {
  const endpoints: Array<[name: string, payload: (sessionId: string) => object]> = [
    ['adminTotpStatus', (sessionId) => ({ sessionId })],
    ['disableAdminTotp', (sessionId) => ({ sessionId, code: '123456' })],
  ];
  for (const [name, payload] of endpoints) {
    it(`${name}: not signed in, parent, no session, an unknown, expired or other admin's one`, async () => {
      await expectRefused(
        clients.anonymous().call(name, payload(randomUUID())),
        'not-authenticated',
        'Not authenticated',
      );
      await expectRefused(
        (await parent()).call(name, payload(randomUUID())),
        'not-admin',
        'Not authorized as admin',
      );
      // An admin who signed in but opened no session.
      await expectRefused((await admin()).call(name, payload(randomUUID())), 'session-invalid');

      const { client } = await signedInAdmin();
      const message = 'Invalid or expired session';
      await expectRefused(
        client.call(name, { ...payload('x'), sessionId: undefined }),
        'session-invalid',
        message,
      );
      await expectRefused(client.call(name, payload('a/b')), 'session-invalid', message);
      await expectRefused(client.call(name, payload(randomUUID())), 'session-invalid', message);
      const expired = randomUUID();
      const past: AdminSessionData = {
        adminId: client.user.uid,
        ipAddress: '127.0.0.1',
        userAgent: 'test',
        createdAt: new Date(Date.now() - 31 * 60_000).toISOString(),
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      };
      await storedDoc(paths.adminSession(expired)).set(past);
      await expectRefused(client.call(name, payload(expired)), 'session-invalid', message);
      const other = await signedInAdmin();
      await expectRefused(client.call(name, payload(other.sessionId)), 'session-invalid', message);
    });
  }
});

describe('adminTotpStatus', () => {
  it('says off, pending, on since the confirmation, and never returns the secret', async () => {
    const { client, sessionId } = await signedInAdmin();
    expect(await status(client, sessionId)).toEqual(off);

    const totp = await enrol(client, sessionId);
    const secret = totp.secret.base32;
    // Started, not confirmed: still off, the enrolment pending.
    const pending = await status(client, sessionId);
    expect(pending).toEqual({ enrolled: false, confirmedAt: null, pending: true });
    expect(JSON.stringify(pending)).not.toContain(secret);

    const before = Date.now();
    const confirmed = await client.call<object, ConfirmAdminTotpResult>('confirmAdminTotp', {
      sessionId,
      code: codeAt(totp),
    });
    expect(confirmed.enrolled).toBe(true);
    expect(Date.parse(confirmed.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(confirmed.confirmedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    const on = await status(client, sessionId);
    expect(on).toEqual({ enrolled: true, confirmedAt: confirmed.confirmedAt, pending: false });
    // Exactly these three fields: nothing of the stored document (secret, counters) comes along.
    expect(Object.keys(on).sort()).toEqual(['confirmedAt', 'enrolled', 'pending']);
    expect(JSON.stringify(on)).not.toContain(secret);
    expect((await storedDoc(paths.adminTotp(client.user.uid)).get()).data()?.secret).toBe(secret);
  });

  it('while set up again: still on since the first confirmation, the new one pending', async () => {
    const { client, sessionId, confirmedAt } = await enrolledAdmin();
    const next = await enrol(client, sessionId);
    const during = await status(client, sessionId);
    expect(during).toEqual({ enrolled: true, confirmedAt, pending: true });
    expect(JSON.stringify(during)).not.toContain(next.secret.base32);
  });

  it('is the caller’s own: another admin’s factor does not show', async () => {
    await enrolledAdmin();
    const { client, sessionId } = await signedInAdmin();
    expect(await status(client, sessionId)).toEqual(off);
  });
});

describe('disableAdminTotp', () => {
  it('turns the factor off with a current code: the next sign-in asks for none', async () => {
    const { client, sessionId, totp } = await enrolledAdmin();
    // The confirmation spent the current step's code; the next step's is the current one now.
    expect(await disable(client, sessionId, codeAt(totp, 30_000))).toEqual(off);
    expect(await status(client, sessionId)).toEqual(off);
    const stored = (await storedDoc(paths.adminTotp(client.user.uid)).get()).data();
    expect(stored).toMatchObject({
      secret: null,
      pendingSecret: null,
      confirmedAt: null,
      failures: 0,
      failureWindowStart: null,
    });
    // No code asked; and turning it off again finds nothing to turn off.
    const session = await startSession(client);
    await client.call('adminProductStats', { sessionId: session });
    const error = await callError(disable(client, sessionId, codeAt(totp, 30_000)));
    expect(error.details).toMatchObject({ code: 'db/not-found', reason: 'totp-not-enrolled' });
  });

  it('refuses a wrong code, counts it, and keeps the factor on', async () => {
    const { client, sessionId, totp } = await enrolledAdmin();
    await expectRefused(
      disable(client, sessionId, wrongCode(totp)),
      'code-invalid',
      'Invalid two-factor code',
    );
    expect((await storedDoc(paths.adminTotp(client.user.uid)).get()).data()?.failures).toBe(1);
    expect((await status(client, sessionId)).enrolled).toBe(true);
    await expectRefused(startSession(client), 'code-required');
  });

  it('takes a code once only: the one the confirmation spent is refused', async () => {
    const { client, sessionId } = await signedInAdmin();
    const totp = await enrol(client, sessionId);
    const spent = codeAt(totp);
    await client.call('confirmAdminTotp', { sessionId, code: spent });
    await expectRefused(disable(client, sessionId, spent), 'code-invalid');
    expect((await status(client, sessionId)).enrolled).toBe(true);
    // The next step's code still works (the window takes one step either side).
    expect(await disable(client, sessionId, codeAt(totp, 30_000))).toEqual(off);
  });

  it('refuses a missing or malformed code with the validation code, changing nothing', async () => {
    const { client, sessionId } = await enrolledAdmin();
    const before = (await storedDoc(paths.adminTotp(client.user.uid)).get()).data();
    await expectInvalid(disable(client, sessionId), 'admin.codeRequired');
    await expectInvalid(disable(client, sessionId, ''), 'admin.codeRequired');
    await expectInvalid(disable(client, sessionId, '12345'), 'admin.codeRequired');
    await expectInvalid(disable(client, sessionId, 'abcdef'), 'admin.codeRequired');
    expect((await storedDoc(paths.adminTotp(client.user.uid)).get()).data()).toEqual(before);
  });

  it('five wrong codes lock it (and the sign-in) for a while, even for the right code', async () => {
    const { client, sessionId, totp } = await enrolledAdmin();
    for (let i = 0; i < 5; i++) {
      await expectRefused(disable(client, sessionId, wrongCode(totp)), 'code-invalid');
    }
    await expectRefused(disable(client, sessionId, codeAt(totp, 30_000)), 'too-many-codes');
    await expectRefused(startSession(client, codeAt(totp, 30_000)), 'too-many-codes');
    expect((await status(client, sessionId)).enrolled).toBe(true);
  });

  it('answers a clear failure when no factor is on, and leaves a pending enrolment alone', async () => {
    const { client, sessionId } = await signedInAdmin();
    const error = await callError(disable(client, sessionId, '123456'));
    expect(error.details).toMatchObject({
      code: 'db/not-found',
      reason: adminTotpNotEnrolledReason,
    });
    expect(error.message.replace(/ \[\d{3}\]$/, '')).toBe('Two-factor sign-in is not on');

    // Started, not confirmed: nothing is on to turn off; the enrolment can still be confirmed.
    const totp = await enrol(client, sessionId);
    const pendingError = await callError(disable(client, sessionId, codeAt(totp)));
    expect((pendingError.details as { reason?: string }).reason).toBe('totp-not-enrolled');
    expect(await status(client, sessionId)).toEqual({
      enrolled: false,
      confirmedAt: null,
      pending: true,
    });
    await client.call('confirmAdminTotp', { sessionId, code: codeAt(totp) });
    expect((await status(client, sessionId)).enrolled).toBe(true);
  });

  it('turning off also drops a new enrolment under way', async () => {
    const { client, sessionId, totp } = await enrolledAdmin();
    const next = await enrol(client, sessionId);
    expect(await disable(client, sessionId, codeAt(totp, 30_000))).toEqual(off);
    await expectRefused(
      client.call('confirmAdminTotp', { sessionId, code: codeAt(next) }),
      'totp-not-pending',
    );
    expect(await status(client, sessionId)).toEqual(off);
  });

  it('a new enrolment after turning off starts afresh and is on once confirmed', async () => {
    const { client, sessionId, totp } = await enrolledAdmin();
    await disable(client, sessionId, codeAt(totp, 30_000));
    const again = await enrol(client, sessionId);
    expect(again.secret.base32).not.toBe(totp.secret.base32);
    await client.call('confirmAdminTotp', { sessionId, code: codeAt(again) });
    expect((await status(client, sessionId)).enrolled).toBe(true);
    await expectRefused(startSession(client), 'code-required');
    // The old factor's codes are worth nothing now.
    await expectRefused(startSession(client, codeAt(totp)), 'code-invalid');
  });
});
