import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@sprout/core';
import { cleanUpRetention } from '../../functions/src/retention/clean-up-retention';
import { adminDb } from '../support/admin';
import { useClients } from '../support/harness';
import { uniqueEmail } from '../support/factories';

const clients = useClients();
const dayMs = 86_400_000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

describe('retentionCleanup', () => {
  it('deletes sign-in logs after 90 days, sent e-mails after 30 and admin actions after 365, page by page', async () => {
    const db = adminDb();
    const email = uniqueEmail('retention');
    const log = (days: number) =>
      db.collection(collections.authLogs).add({
        userId: null,
        email,
        provider: 'email',
        eventType: 'sign_in',
        success: false,
        createdAt: Timestamp.fromDate(daysAgo(days)),
      });
    const mail = (status: string, days: number | null) =>
      db.collection(collections.mail).add({
        to: email,
        template: 'welcome',
        status,
        createdAt: daysAgo(days ?? 60).toISOString(),
        attempts: 1,
        ...(days === null ? {} : { sentAt: daysAgo(days).toISOString() }),
      });
    // Five old logs and four old sent messages: with pages of two, the job must go on paging.
    const oldLogs = await Promise.all([91, 95, 120, 365, 400].map(log));
    const recentLogs = await Promise.all([1, 89].map(log));
    const oldSent = await Promise.all([31, 45, 90, 200].map((days) => mail('sent', days)));
    const kept = await Promise.all([
      mail('sent', 29),
      mail('sent', 1),
      // Not sent: the outbox's own jobs decide about these, whatever their age.
      mail('error', null),
      mail('failed', 100),
      mail('pending', null),
    ]);

    const action = (days: number) =>
      db.collection(collections.adminActions).add({
        adminId: 'retention-admin',
        adminEmail: email,
        action: 'update',
        productId: 'p',
        productTitle: 'T',
        fields: ['priceEur'],
        before: { priceEur: 1, active: true },
        after: { priceEur: 2, active: true },
        createdAt: daysAgo(days).toISOString(),
      });
    const oldActions = await Promise.all([366, 400, 800].map(action));
    const recentActions = await Promise.all([1, 364].map(action));

    const result = await cleanUpRetention(db, now, 2);

    const exists = (refs: { get(): Promise<{ exists: boolean }> }[]) =>
      Promise.all(refs.map((ref) => ref.get().then((d) => d.exists)));
    expect(await exists(oldLogs)).toEqual([false, false, false, false, false]);
    expect(await exists(recentLogs)).toEqual([true, true]);
    expect(await exists(oldSent)).toEqual([false, false, false, false]);
    expect(await exists(kept)).toEqual([true, true, true, true, true]);
    expect(await exists(oldActions)).toEqual([false, false, false]);
    expect(await exists(recentActions)).toEqual([true, true]);
    expect(result.adminActions).toBeGreaterThanOrEqual(3);
    expect(result.authLogs).toBeGreaterThanOrEqual(5);
    expect(result.mail).toBeGreaterThanOrEqual(4);

    // A second run finds nothing more of them.
    const again = await cleanUpRetention(db, now, 2);
    expect(again).toEqual({ authLogs: 0, mail: 0, adminActions: 0 });
  });

  it('stamps each sign-in log with a Timestamp and the TTL field 90 days ahead', async () => {
    const email = uniqueEmail('ttl');
    await clients.anonymous().call('logAuthEvent', {
      eventType: 'sign_in',
      provider: 'email',
      success: false,
      email,
    });
    const logs = await adminDb().collection(collections.authLogs).where('email', '==', email).get();
    expect(logs.size).toBe(1);
    const [entry] = logs.docs.map((doc) => doc.data());
    const { createdAt, expireAt } = entry ?? {};
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(expireAt).toBeInstanceOf(Timestamp);
    const days = ((expireAt as Timestamp).toMillis() - (createdAt as Timestamp).toMillis()) / dayMs;
    expect(days).toBeCloseTo(90, 2);
  });
});
