import { describe, expect, it } from 'vitest';
import { collections, paths, subscriptionId } from '@sprout/core';
import { adminDb } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import { fillMeasurement, openMeasurementForm } from '../support/dashboard';
import { measurementData } from '../support/factories';
import { signInWithGoogleIdentity } from '../support/google';

/*
 * Issue 33, "Done when", with two browsers: the owner invites a guardian through the share flow;
 * the guardian signs up with Google from the link, accepts, and adds a measurement that the owner
 * sees appear without a reload ("added by …"), and opts in to the child's reminders; the owner makes them a follower and their next
 * write (made offline, sent on reconnect) is refused with a clear message; the owner removes them
 * and the child leaves their dashboard.
 */

const openBrowser = useBrowsers();
const ui = { timeout: 20_000 };

describe('a guardian', () => {
  it('is invited, records, is downgraded and refused, and is removed', async () => {
    const owner = await existingParent('guardian-owner');
    const child = await addOwnChild(owner.uid, {
      name: 'Liv',
      birthDate: '2021-06-20',
      gender: 'female',
    });
    await child
      .collection(collections.measurements)
      .doc()
      .set(
        measurementData({
          measuredAt: '2026-09-01',
          height: 109.5,
          weight: 18.2,
          footLength: 17.1,
        }),
      );

    // The owner makes an invitation to record and sends it through the share sheet.
    const { page: ownerPage } = await openBrowser();
    await signInToDashboard(ownerPage, hostingUrl, owner);
    await ownerPage.getByRole('tab', { name: 'Liv' }).waitFor(ui);
    await ownerPage.evaluate(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared?: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Share Liv' });
    await dialog.getByRole('radio', { name: 'Can record' }).check();
    await dialog.getByRole('button', { name: 'Generate link' }).click();
    const link = await dialog.getByLabel('Invitation link').inputValue();
    const token = link.split('/').pop() ?? '';
    await dialog.getByRole('button', { name: 'Send the link…' }).click();
    await expect
      .poll(() => ownerPage.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toMatchObject({ url: link, title: 'Record Liv’s growth with me on Sprout' });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The guardian opens it signed out, sees who invites them to what, and signs up with Google.
    const { page, context } = await openBrowser();
    await page.goto(`${hostingUrl}/en-US/share/${token}`);
    await page.getByText('guardian-owner invites you to record Liv’s growth').waitFor(ui);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    const uid = await signInWithGoogleIdentity(page, {
      email: `guardian-${Date.now().toString(36)}@example.com`,
      name: 'Sam Guardian',
    });
    await page.goto(`${hostingUrl}/auth/callback`);
    await page.waitForURL(/\/terms-acceptance$/, ui);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(new RegExp(`/share/${token}$`), ui);
    // Back at the invitation, signed up: the page still asks before accepting.
    const accept = page.getByRole('button', { name: 'Accept invitation' });
    const accepted = page.getByRole('heading', { name: 'You can now record Liv’s growth' });
    await Promise.race([accept.waitFor(ui), accepted.waitFor(ui)]);
    if (await accept.isVisible()) await accept.click();
    await accepted.waitFor(ui);
    const subscription = await adminDb()
      .doc(paths.subscription(subscriptionId(child.id, uid)))
      .get();
    expect(subscription.data()?.role).toBe('guardian');

    // On their dashboard they record: the owner's page shows it without a reload.
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`, ui);
    await page.getByRole('tab', { name: 'Liv' }).waitFor(ui);
    await page
      .getByText('Shared with you to record: you can add and correct measurements.')
      .waitFor(ui);
    await openMeasurementForm(page);
    // Signed up on /en-US: the US market's units.
    await fillMeasurement(page, { height: '43.7', weight: '41', footLength: '6.8' }, 'imperial');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    // The owner's history counts it at once and says who added it.
    const history = ownerPage.getByRole('button', { name: 'Measurement history (2)' });
    await history.waitFor({ timeout: 30_000 });
    await history.click();
    await ownerPage.getByText('added by Sam Guardian').first().waitFor(ui);

    // The guardian asks for Liv's reminder e-mails too (off until they opt in).
    await page.goto(`${hostingUrl}/en-US/settings?tab=sharing`);
    const reminders = page
      .getByRole('region', { name: 'Shared With Me' })
      .getByRole('switch', { name: 'Reminder e-mails for Liv' });
    await reminders.waitFor(ui);
    expect(await reminders.getAttribute('aria-checked')).toBe('false');
    await reminders.click();
    await expect.poll(() => reminders.getAttribute('aria-checked'), ui).toBe('true');
    expect((await subscription.ref.get()).data()?.reminders).toBe(true);
    await page.goto(`${hostingUrl}/en-US/dashboard`);
    await page.getByRole('tab', { name: 'Liv' }).waitFor(ui);

    // The guardian records again offline; meanwhile the owner makes them a follower.
    await context.setOffline(true);
    await openMeasurementForm(page);
    await fillMeasurement(page, { height: '44.1', weight: '41.5', footLength: '6.9' }, 'imperial');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await ownerPage.goto(`${hostingUrl}/en-US/settings?tab=sharing`);
    const people = ownerPage.getByRole('region', { name: 'My Shares' });
    await people.getByText('Can record').waitFor(ui);
    await people.getByRole('button', { name: 'View only for Sam Guardian (Liv)' }).click();
    await people.getByText('Can view').waitFor(ui);
    await expect
      .poll(async () => (await adminDb().doc(subscription.ref.path).get()).data()?.role, ui)
      .toBe('follower');
    // A follower gets no reminders: the opt-in went with the role.
    expect((await subscription.ref.get()).data()?.reminders).toBe(false);
    // Back online, the write is refused, and said so.
    await context.setOffline(false);
    const failure = page.getByTestId('sync-failure');
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.textContent()).toContain(
      'The server refused it: you may no longer change this child.',
    );
    // The owner's and the guardian's first: the refused one never arrived.
    const heights = (await child.collection(collections.measurements).get()).docs.map(
      (d) => d.data().height,
    );
    expect(heights).toHaveLength(2);
    expect(heights.some((height) => height > 111.5)).toBe(false);
    // Now a follower: the dashboard offers no recording.
    await page.getByText('Shared with you: only the parent can change measurements.').waitFor(ui);
    expect(await page.getByRole('button', { name: 'Add measurement' }).count()).toBe(0);

    // The owner removes them: the child leaves their dashboard at once.
    await people.getByRole('button', { name: 'Remove Sam Guardian from Liv' }).click();
    await ownerPage
      .getByRole('alertdialog', { name: 'Remove Sam Guardian from Liv?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByRole('tab', { name: 'Liv' }).waitFor({ state: 'detached', ...ui });
  });
});
