import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  birthdayReminderDaysAhead,
  comingSeason,
  paths,
  type AdminSessionData,
  type ReminderCounts,
  type ReminderPreview,
  type SendRemindersResult,
} from '@sprout/core';
import { storedDoc } from '../support/admin';
import {
  adminCallers,
  defaultAllowlist,
  expectInvalid,
  expectRefused,
  setAllowlist,
} from '../support/admin-callers';
import { waitForMail } from '../support/emulators';
import { uniqueEmail } from '../support/factories';
import { callError, useClients } from '../support/harness';
import { outbox, reminderChild, reminderParent } from '../support/reminders';
import { stockholmDate } from '../../functions/src/reminders/reminder-schedule';

/*
 * The Email Settings endpoints (core's ReminderAdminCallables) on the emulators: who may call
 * them, what they refuse, and what they do. Send Now runs the real jobs for today (Stockholm).
 */

const clients = useClients();
const { parent, signedInAdmin } = adminCallers(clients);

// The allow-list is the one shared document: this machine, before and after every test.
beforeAll(async () => {
  await setAllowlist(defaultAllowlist);
});
afterEach(async () => {
  await setAllowlist(defaultAllowlist);
});

const endpoints: Array<[name: string, payload: (sessionId: string) => object]> = [
  ['adminSendSeasonReminders', (sessionId) => ({ sessionId })],
  ['adminSendBirthdayReminders', (sessionId) => ({ sessionId })],
  ['adminReminderCounts', (sessionId) => ({ sessionId })],
  ['adminPreviewReminderEmail', (sessionId) => ({ sessionId, type: 'season' })],
  [
    'adminSendReminderTestEmail',
    (sessionId) => ({ sessionId, type: 'season', email: 'refused@sprout.test' }),
  ],
];

describe('the reminder endpoints refuse everyone but a signed-in admin with a live session', () => {
  for (const [name, payload] of endpoints) {
    it(`${name}: not signed in, parent, address not allowed, no or expired session`, async () => {
      await expectRefused(
        clients.anonymous().call(name, payload('any')),
        'not-authenticated',
        'Not authenticated',
      );
      await expectRefused(
        (await parent()).call(name, payload('any')),
        'not-admin',
        'Not authorized as admin',
      );

      const { client, sessionId } = await signedInAdmin();
      const expired = randomUUID();
      const past: AdminSessionData = {
        adminId: client.user.uid,
        ipAddress: '127.0.0.1',
        userAgent: 'test',
        createdAt: new Date(Date.now() - 31 * 60_000).toISOString(),
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      };
      await storedDoc(paths.adminSession(expired)).set(past);
      await expectRefused(
        client.call(name, payload(expired)),
        'session-invalid',
        'Invalid or expired session',
      );
      await expectRefused(
        client.call(name, { ...payload('x'), sessionId: undefined }),
        'session-invalid',
      );

      await setAllowlist(['203.0.113.7']);
      await expectRefused(
        client.call(name, payload(sessionId)),
        'ip-not-allowed',
        'IP address not whitelisted',
      );
    });
  }
});

describe('what they do for an admin', () => {
  it('counts the parents with each reminder type on', async () => {
    const { client, sessionId } = await signedInAdmin();
    const counts = () => client.call<object, ReminderCounts>('adminReminderCounts', { sessionId });
    const before = await counts();
    await reminderParent('count-both');
    await reminderParent('count-season', { birthdayReminders: false });
    await reminderParent('count-none', { emailReminders: false, birthdayReminders: false });
    const after = await counts();
    expect(after.season - before.season).toBe(2);
    expect(after.birthday - before.birthday).toBe(1);
  });

  it("Send Now sends today's season reminder (the coming season on other days), once", async () => {
    const { client, sessionId } = await signedInAdmin();
    const north = await reminderParent('send-now-se', { locale: 'SE' });
    const south = await reminderParent('send-now-au', { locale: 'AU', language: 'en-AU' });
    const today = stockholmDate(new Date());
    const [n, s] = [comingSeason(today, 'northern'), comingSeason(today, 'southern')];

    // The confirmation's count: a dry run says how many would go and queues nothing.
    const dry = await client.call<object, SendRemindersResult>('adminSendSeasonReminders', {
      sessionId,
      dryRun: true,
    });
    expect(dry.dryRun).toBe(true);
    expect(dry.sent).toBeGreaterThanOrEqual(2);
    // A sample of the addresses (at most 5), each a parent who would get it.
    expect(dry.sample?.length).toBe(Math.min(dry.sent, 5));
    expect(new Set(dry.sample).size).toBe(dry.sample?.length);
    for (const address of dry.sample ?? []) expect(address).toMatch(/@/);
    expect(dry.message).toContain(`${n.season} ${n.year}`);
    expect(await outbox(`season-${north.uid}-${n.season}-${n.year}`)).toBeUndefined();
    expect(await outbox(`season-${south.uid}-${s.season}-${s.year}`)).toBeUndefined();

    const first = await client.call<object, SendRemindersResult>('adminSendSeasonReminders', {
      sessionId,
    });
    expect(first.dryRun).toBeUndefined();
    expect(first.sample).toBeUndefined();
    expect(first.sent).toBe(dry.sent);
    expect(first.message).toContain(`${n.season} ${n.year}`);
    expect(first.message).toContain(`${s.season} ${s.year}`);
    expect(await outbox(`season-${north.uid}-${n.season}-${n.year}`)).toMatchObject({
      to: north.email,
    });
    expect(await outbox(`season-${south.uid}-${s.season}-${s.year}`)).toMatchObject({
      to: south.email,
    });
    await waitForMail(north.email, (m) => m.subject.includes(String(n.year)));

    const second = await client.call<object, SendRemindersResult>('adminSendSeasonReminders', {
      sessionId,
    });
    expect(second.sent).toBe(0);
    expect(second.message).toMatch(/already had/);
    const dryAgain = await client.call<object, SendRemindersResult>('adminSendSeasonReminders', {
      sessionId,
      dryRun: true,
    });
    expect(dryAgain.sent).toBe(0);
    expect(dryAgain.sample).toEqual([]);
    // Only true or false: anything else is refused before the job runs.
    for (const dryRun of ['yes', 1]) {
      const refused = await callError(
        client.call('adminSendSeasonReminders', { sessionId, dryRun }),
      );
      expect(refused.details).toMatchObject({ code: 'validation/invalid-format' });
    }
  });

  it('Send Now sends the birthday reminders of the birthdays 14 days from today', async () => {
    const { client, sessionId } = await signedInAdmin();
    const owner = await reminderParent('send-now-birthday', { locale: 'DE', language: 'de' });
    const birthday = addDays(stockholmDate(new Date()), birthdayReminderDaysAhead);
    const birthDate = `${Number(birthday.slice(0, 4)) - 4}${birthday.slice(4)}`;
    // Four years back keeps 29 February a real date.
    const child = await reminderChild(owner.uid, { birthDate });
    const dry = await client.call<object, SendRemindersResult>('adminSendBirthdayReminders', {
      sessionId,
      dryRun: true,
    });
    expect(dry).toMatchObject({ dryRun: true });
    expect(dry.sent).toBeGreaterThanOrEqual(1);
    if (dry.sent === 1) expect(dry.sample).toEqual([owner.email]);
    else expect(dry.sample?.length).toBe(Math.min(dry.sent, 5));
    const result = await client.call<object, SendRemindersResult>('adminSendBirthdayReminders', {
      sessionId,
    });
    expect(result.sent).toBe(dry.sent);
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(result.message).toContain(birthday);
    expect(await outbox(`birthday-${owner.uid}-${child}-${birthday.slice(0, 4)}`)).toMatchObject({
      to: owner.email,
    });
  });

  it('previews both test e-mails with the real templates in the language asked for', async () => {
    const { client, sessionId } = await signedInAdmin();
    const preview = (payload: object) =>
      client.call<object, ReminderPreview>('adminPreviewReminderEmail', { sessionId, ...payload });

    const season = await preview({ type: 'season', language: 'sv' });
    expect(season.subject).toMatch(/\d{4}/);
    expect(season.html).toContain('Emma');
    expect(season.html).toContain('/sv/');
    expect(season.text).toContain('Emma');
    // The forecast's one statement, in the season page's words (issue 28).
    expect(season.text).toMatch(
      /Ungefär 7 av 10 barn med samma tillväxt hittills passar i storlek/,
    );

    const birthday = await preview({
      type: 'birthday',
      language: 'en-US',
      childName: 'Ada <3',
      birthDate: 'March 3, 2021',
      upcomingAge: 6,
    });
    expect(birthday.html).toContain('Ada &lt;3');
    expect(birthday.text).toContain('March 3, 2021');
    expect(birthday.text).toMatch(/\b6\b/);

    // Empty fields are left out, not printed empty.
    const bare = await preview({
      type: 'birthday',
      language: 'en-US',
      childName: '',
      birthDate: '',
    });
    expect(bare.text).not.toContain('undefined');
    expect(bare.text).not.toContain('Ada');
  });

  it('sends test e-mails of both types to the address typed', async () => {
    const { client, sessionId } = await signedInAdmin();
    const seasonTo = uniqueEmail('season-test');
    await client.call('adminSendReminderTestEmail', {
      sessionId,
      type: 'season',
      email: ` ${seasonTo.toUpperCase()} `,
      language: 'ar',
    });
    const season = await waitForMail(seasonTo);
    expect(season.subject).toMatch(/[\u0600-\u06FF]/);

    const birthdayTo = uniqueEmail('birthday-test');
    await client.call('adminSendReminderTestEmail', {
      sessionId,
      type: 'birthday',
      email: birthdayTo,
      language: 'en-US',
      childName: 'Mio',
      upcomingAge: 4,
    });
    const birthday = await waitForMail(birthdayTo);
    expect(birthday.text).toContain('Mio');
  });

  it('refuses bad payloads with the validation codes', async () => {
    const { client, sessionId } = await signedInAdmin();
    const test = (payload: object) =>
      client.call('adminSendReminderTestEmail', { sessionId, ...payload });
    await expectInvalid(test({ type: 'season', email: '' }), 'admin.emailRequired');
    await expectInvalid(
      test({ type: 'season', email: 'not-an-address' }),
      'validation.emailInvalid',
    );
    await expectInvalid(
      test({ type: 'weekly', email: 'a@sprout.test' }),
      'validation.invalidFormat',
    );
    await expectInvalid(
      test({ type: 'birthday', email: 'a@sprout.test', upcomingAge: 2.5 }),
      'validation.invalidNumber',
    );
    await expectInvalid(
      test({ type: 'birthday', email: 'a@sprout.test', upcomingAge: 40 }),
      'validation.outOfRange',
    );
    await expectInvalid(
      client.call('adminPreviewReminderEmail', { sessionId, type: 'season', language: 'xx' }),
      'validation.invalidFormat',
    );
    await expectInvalid(
      client.call('adminPreviewReminderEmail', {
        sessionId,
        type: 'birthday',
        childName: 'x'.repeat(81),
      }),
      'validation.nameTooLong',
    );
  });
});
