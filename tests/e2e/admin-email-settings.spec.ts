import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { collections, paths, type ReminderType } from '@sprout/core';
import { addOwnChild, existingParent } from '../support/accounts';
import { adminDb, eventually, storedDoc } from '../support/admin';
import { defaultAllowlist, setAllowlist } from '../support/admin-callers';
import {
  emailSettingsSection as section,
  emailSettingsWaits as ui,
  openEmailSettings,
} from '../support/admin-ui';
import { useBrowsers } from '../support/browser';
import { mailTo, waitForMail } from '../support/emulators';

/*
 * Email Settings in the browser (issue 15): Send Now for each reminder type against the real
 * jobs (the SMTP sink then holds exactly the outbox's mails for the parents seeded here), and the
 * server's own error text when it refuses. Send Now runs the job for every parent in the database
 * (the assertions look only at the parents this suite makes, and at the count of the second,
 * idempotent run) and the refusal empties the admin allow-list: this file runs alone. The test
 * e-mails and the layout are in admin-email-previews.spec.ts.
 */

const openBrowser = useBrowsers();

/**
 * Presses Send Now, reads the confirmation's count ('Send Now will e-mail {n} parents now.'),
 * confirms, and returns the number in 'Successfully sent {n} reminders. {message}', which must be
 * that count. With nobody due the confirmation says so and is closed: 0.
 */
async function sendNow(area: Locator): Promise<number> {
  const due = await confirmationCount(area);
  const dialog = area.getByRole('alertdialog');
  if (due === 0) {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await area.getByRole('button', { name: 'Send Now' }).waitFor(ui);
    return 0;
  }
  await dialog
    .getByRole('button', { name: due === 1 ? 'Send 1 e-mail' : `Send ${due} e-mails` })
    .click();
  const notice = area.locator('.notice--success');
  await notice.waitFor(ui);
  const text = (await notice.textContent()) ?? '';
  const match = /^Successfully sent (\d+) reminders?\. \S/.exec(text);
  if (!match?.[1]) throw new Error(`Unexpected success text: ${text}`);
  expect(Number(match[1])).toBe(due);
  return due;
}

/** Presses Send Now and returns the count its confirmation asks about (nothing sent yet). */
async function confirmationCount(area: Locator): Promise<number> {
  await area.getByRole('button', { name: 'Send Now' }).click();
  const dialog = area.getByRole('alertdialog');
  await dialog.waitFor(ui);
  const text = (await dialog.textContent()) ?? '';
  if (text.startsWith('Nobody is due this reminder now.')) return 0;
  const match = /^Send Now will e-mail (\d+) parents? now\. \S/.exec(text);
  if (!match?.[1]) throw new Error(`Unexpected confirmation: ${text}`);
  return Number(match[1]);
}

/** Today in Stockholm (the jobs' run date) plus `days`, as YYYY-MM-DD. */
function stockholmDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A birth date whose birthday is 14 days after today (Stockholm), three or four years back. */
function birthDateInFourteenDays(): string {
  const day = stockholmDay(14);
  const monthDay = day.slice(5);
  // 29 February needs a leap year of birth.
  const year = monthDay === '02-29' ? 2020 : Number(day.slice(0, 4)) - 3;
  return `${year}-${monthDay}`;
}

/** The outbox's subjects for `uid` (reminders of each type, and the welcome e-mail). */
async function outboxFor(uid: string) {
  const snapshot = await adminDb().collection(collections.mail).where('uid', '==', uid).get();
  const reminders = snapshot.docs
    .map((doc) => doc.data() as { reminder?: ReminderType; subject: string })
    .filter((mail) => mail.reminder !== undefined);
  const welcome = (await storedDoc(paths.mail(`welcome-${uid}`)).get()).data();
  return {
    reminders: reminders.map((mail) => mail.reminder).sort(),
    subjects: [...reminders.map((mail) => mail.subject), ...(welcome ? [welcome.subject] : [])],
  };
}

/** Waits until the sink holds as many mails to `email` as the outbox, then compares subjects. */
async function expectSinkMatchesOutbox(email: string, uid: string) {
  const { subjects } = await outboxFor(uid);
  await eventually(
    () => mailTo(email),
    (mails) => mails.length >= subjects.length,
  );
  // Nothing more arrives after a moment: one mail per outbox document, never two.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const received = (await mailTo(email)).map((mail) => mail.subject).sort();
  expect(received).toEqual([...subjects].sort());
}

describe('Email Settings', () => {
  it('sends each reminder type now to exactly the parents whose switch is on', async () => {
    const birthDate = birthDateInFourteenDays();
    // Both reminders on, a child whose birthday is in 14 days.
    const both = await existingParent('remind-both', {
      emailReminders: true,
      birthdayReminders: true,
    });
    await addOwnChild(both.uid, { name: 'Elsa', birthDate, gender: 'female' });
    // Season reminders off.
    const birthdayOnly = await existingParent('remind-birthday', {
      emailReminders: true,
      birthdayReminders: true,
    });
    await storedDoc(paths.user(birthdayOnly.uid)).update({ emailReminders: false });
    await addOwnChild(birthdayOnly.uid, { name: 'Omar', birthDate, gender: 'male' });
    // Birthday reminders off.
    const seasonOnly = await existingParent('remind-season', {
      emailReminders: true,
      birthdayReminders: true,
    });
    await storedDoc(paths.user(seasonOnly.uid)).update({ birthdayReminders: false });
    await addOwnChild(seasonOnly.uid, { name: 'Ines', birthDate, gender: 'female' });

    const { page, pageErrors } = await openBrowser({ locale: 'en-US' });
    await openEmailSettings(page);
    const season = section(page, 'Season reminders');
    const birthday = section(page, 'Birthday reminders');
    await season.getByText(/users? ha(s|ve) season reminders on/).waitFor(ui);
    await birthday.getByText(/users? ha(s|ve) birthday reminders on/).waitFor(ui);

    // Send Now asks first, with the count; Cancel sends nothing and gives the focus back.
    expect(await confirmationCount(season)).toBeGreaterThanOrEqual(2);
    await season.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await season.getByRole('button', { name: 'Send Now' }).waitFor(ui);
    expect((await outboxFor(both.uid)).reminders).toEqual([]);
    expect(await season.locator('.notice--success').count()).toBe(0);

    expect(await sendNow(season)).toBeGreaterThanOrEqual(2);
    expect(await sendNow(birthday)).toBeGreaterThanOrEqual(2);

    expect((await outboxFor(both.uid)).reminders).toEqual(['birthday', 'season']);
    expect((await outboxFor(birthdayOnly.uid)).reminders).toEqual(['birthday']);
    expect((await outboxFor(seasonOnly.uid)).reminders).toEqual(['season']);
    for (const parent of [both, birthdayOnly, seasonOnly]) {
      await expectSinkMatchesOutbox(parent.email, parent.uid);
    }
    const birthdayMail = await waitForMail(birthdayOnly.email, (m) => m.text.includes('Omar'));
    expect(birthdayMail.subject).not.toBe('');

    // Send Another, and again: every reminder of today went out already, so none goes twice.
    await season.getByRole('button', { name: 'Send Another' }).click();
    expect(await sendNow(season)).toBe(0);
    await birthday.getByRole('button', { name: 'Send Another' }).click();
    expect(await sendNow(birthday)).toBe(0);
    await expectSinkMatchesOutbox(both.email, both.uid);
    expect(pageErrors).toEqual([]);
  });

  it("shows the server's error text when it refuses, and the fallback when it gives none", async () => {
    const { page, pageErrors } = await openBrowser({ locale: 'en-US' });
    await openEmailSettings(page);
    const season = section(page, 'Season reminders');
    await season.getByText(/season reminders on/).waitFor(ui);
    try {
      // The allow-list no longer holds this machine: every admin call is refused from now on.
      await setAllowlist(['203.0.113.7']);
      await season.getByRole('button', { name: 'Send Now' }).click();
      await season.getByText('IP address not whitelisted').waitFor(ui);
    } finally {
      await setAllowlist(defaultAllowlist);
    }

    // A function that fails without a message of its own (the SDK reads 'INTERNAL').
    const birthday = section(page, 'Birthday reminders');
    await page.route('**/adminSendBirthdayReminders', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 'INTERNAL', message: 'INTERNAL' } }),
      }),
    );
    await birthday.getByRole('button', { name: 'Send Now' }).click();
    await birthday.getByText('Failed to trigger birthday reminders').waitFor(ui);
    expect(pageErrors).toEqual([]);
  });
});
