import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatMeasurement,
  formatSizeForMarket,
  mailRetryDelayMs,
  maxMailAttempts,
  paths,
  type MailData,
} from '@sprout/core';
import { deliverMail } from '../../functions/src/mail/deliver-mail';
import { outboxDocument, queueMail } from '../../functions/src/mail/queue-mail';
import { sweepOutbox } from '../../functions/src/mail/sweep-outbox';
import { runSeasonReminders } from '../../functions/src/reminders/season-reminders-job';
import { eventually, storedDoc } from '../support/admin';
import { mailTo, waitForMail } from '../support/emulators';
import { uniqueEmail } from '../support/factories';
import {
  outbox,
  reminderChild,
  reminderParent,
  sinkTransport,
  storePrediction,
  testAppUrl,
  useFunctionsInProcess,
} from '../support/reminders';

/*
 * The outbox on the emulators: onMailQueued sends what the jobs queue, the SMTP sink receives it.
 * The sink refuses every recipient at smtp-reject.test (451), which makes SMTP fail on purpose.
 */

beforeAll(() => useFunctionsInProcess());

const message = (to: string, subject: string) => ({
  to,
  template: 'outbox-test',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

const settled = (mailId: string, statuses: string[]) =>
  eventually(
    () => outbox(mailId),
    (mail) => mail !== undefined && statuses.includes(mail.status),
  );

describe('the outbox', () => {
  it('retries a failed send with growing waits, then marks it failed with the reason', async () => {
    const mailId = `outbox-refused-${randomUUID()}`;
    const to = `refused-${Date.now()}@smtp-reject.test`;
    await queueMail(mailId, message(to, 'Refused'));

    // The trigger's attempt fails: error, with the first retry 5 minutes later.
    const first = await settled(mailId, ['error']);
    expect(first?.attempts).toBe(1);
    expect(first?.error).toContain('451');
    const firstRetry = Date.parse(first?.nextAttemptAt ?? '');
    expect(firstRetry - Date.parse(first?.claimedAt ?? '')).toBe(mailRetryDelayMs(1));

    // Not before its time.
    expect(await deliverMail(mailId, sinkTransport, new Date(firstRetry - 1000))).toBe(
      'not-claimed',
    );

    // The sweep takes it up when it is due: attempt 2, next wait doubled.
    const swept = await sweepOutbox(sinkTransport, new Date(firstRetry));
    expect(swept.retry).toBeGreaterThanOrEqual(1);
    let mail = await outbox(mailId);
    expect(mail).toMatchObject({ status: 'error', attempts: 2 });
    expect(Date.parse(mail?.nextAttemptAt ?? '') - firstRetry).toBe(mailRetryDelayMs(2));

    // The remaining attempts, each when due, end in failed.
    while (mail?.status === 'error') {
      await deliverMail(mailId, sinkTransport, new Date(mail.nextAttemptAt ?? ''));
      mail = await outbox(mailId);
    }
    expect(mail).toMatchObject({ status: 'failed', attempts: maxMailAttempts });
    expect(mail?.error).toContain('451');
    expectKeptThirtyDays(mail);
    // Failed is final.
    expect(await deliverMail(mailId, sinkTransport, new Date(Date.now() + 86_400_000))).toBe(
      'not-claimed',
    );
    expect(await mailTo(to)).toEqual([]);
  });

  it('sends a message whose retry is due once, however often the sweep runs', async () => {
    const mailId = `outbox-retry-ok-${randomUUID()}`;
    const to = uniqueEmail('retry-ok');
    const due = new Date(Date.now() + 2 * 60_000);
    // As a first failed attempt leaves it (the trigger finds it not yet due).
    await storedDoc(paths.mail(mailId)).create({
      ...outboxDocument(message(to, 'Second time lucky')),
      status: 'error',
      attempts: 1,
      error: 'Error: connection lost',
      nextAttemptAt: due.toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await outbox(mailId))?.status).toBe('error');

    await sweepOutbox(sinkTransport, due);
    await sweepOutbox(sinkTransport, due);
    const sent = await outbox(mailId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    // The privacy page's promise: a sent e-mail is kept 30 days (the TTL policy on deleteAt).
    expectKeptThirtyDays(sent);
    await waitForMail(to);
    expect(await mailTo(to)).toHaveLength(1);
  });

  it('cancels a reminder whose switch was turned off before it went', async () => {
    const parent = await reminderParent('cancelled', {
      emailReminders: false,
      birthdayReminders: true,
    });
    const season = `outbox-season-${randomUUID()}`;
    const birthday = `outbox-birthday-${randomUUID()}`;
    const reminder = (type: 'season' | 'birthday') => ({
      ...message(parent.email, `${type} reminder`),
      uid: parent.uid,
      reminder: type,
    });
    await queueMail(season, reminder('season'));
    await queueMail(birthday, reminder('birthday'));
    expect(await settled(season, ['cancelled', 'sent'])).toMatchObject({
      status: 'cancelled',
      error: 'reminder switched off',
    });
    await settled(birthday, ['sent']);
    const arrived = await mailTo(parent.email);
    expect(arrived.map((m) => m.subject)).not.toContain('season reminder');
    expect(arrived.map((m) => m.subject)).toContain('birthday reminder');
  });
});

describe('what a season reminder says, read from the SMTP sink', () => {
  // Feb 1 2027 is the next reminder day; the stored forecasts are fresh for it.
  const day = '2027-02-01';
  const sizes = { clothingSize: 110, shoeSize: 28, height: 108, footLength: 17.5 };

  async function parentWithChild(
    label: string,
    locale: 'US' | 'SE' | 'SA',
    language: 'en-US' | 'sv' | 'ar',
    measurementSystem: 'metric' | 'imperial',
  ) {
    const parent = await reminderParent(label, { locale, language, measurementSystem });
    const child = await reminderChild(parent.uid, { name: `<b>${label}</b> & co` });
    await storePrediction(child, { season: 'spring', year: 2027, date: '2027-03-01' }, sizes);
    return parent;
  }

  it('writes in Swedish and Arabic, and in US sizes and inches for a US parent', async () => {
    const us = await parentWithChild('Us', 'US', 'en-US', 'imperial');
    const sv = await parentWithChild('Sv', 'SE', 'sv', 'metric');
    const ar = await parentWithChild('Ar', 'SA', 'ar', 'metric');
    await runSeasonReminders({ date: day, appUrl: testAppUrl });

    const english = await waitForMail(us.email, (m) => m.subject.includes('2027'));
    expect(english.subject).toContain('Spring');
    expect(english.text).toContain(
      formatSizeForMarket('US', sizes.clothingSize, 'clothing', { locale: 'en-US' }),
    );
    expect(english.text).toContain(
      formatSizeForMarket('US', sizes.shoeSize, 'shoes', { locale: 'en-US' }),
    );
    expect(english.text).toContain(
      formatMeasurement('height', sizes.height, 'imperial', 'en-US').text,
    );
    expect(english.text).toContain('in');
    // The child's name is escaped in the HTML.
    expect(english.html).toContain('&lt;b&gt;Us&lt;/b&gt; &amp; co');
    expect(english.html).not.toContain('<b>Us</b>');

    const swedish = await waitForMail(sv.email, (m) => m.subject.includes('2027'));
    expect(swedish.subject).not.toBe(english.subject);
    expect(swedish.subject.toLowerCase()).toContain('vår');
    expect(swedish.text).toContain(
      formatSizeForMarket('SE', sizes.clothingSize, 'clothing', { locale: 'sv-SE' }),
    );
    expect(swedish.text).toContain(
      formatMeasurement('height', sizes.height, 'metric', 'sv-SE').text,
    );

    // Arabic writes the year in Arabic-Indic digits, as its sizes.
    const arabic = await waitForMail(ar.email, (m) => m.subject.includes('٢٠٢٧'));
    expect(arabic.subject).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.subject).not.toMatch(/[0-9]/);
    expect(arabic.html).toContain('dir="rtl"');

    // Exactly one season e-mail each, even after the day runs again.
    await runSeasonReminders({ date: day, appUrl: testAppUrl });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const parent of [us, sv, ar]) {
      const seasonMails = (await mailTo(parent.email)).filter((m) => /2027|٢٠٢٧/.test(m.subject));
      expect(seasonMails).toHaveLength(1);
    }
  });
});

/** A finished message's TTL: 30 days from when it finished (give or take the test's run). */
function expectKeptThirtyDays(mail: MailData | undefined) {
  const left = (mail?.deleteAt?.toMillis() ?? 0) - Date.now();
  expect(left).toBeGreaterThan(29.9 * 86_400_000);
  expect(left).toBeLessThanOrEqual(30 * 86_400_000);
}
