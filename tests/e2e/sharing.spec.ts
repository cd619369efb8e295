import { describe, expect, it } from 'vitest';
import { collections, paths, subscriptionId } from '@sprout/core';
import { adminDb, followersOf, storeShare, storedDoc } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { pageToday } from '../support/clock';
import { addOwnChild, existingParent, signIn, signInToDashboard } from '../support/accounts';
import { fillMeasurement } from '../support/dashboard';
import { measurementData, subscriptionData } from '../support/factories';
import { axeViolations } from '../support/axe';
import { signInWithGoogleIdentity } from '../support/google';
import { englishAge } from '../support/ages';

const openBrowser = useBrowsers();

async function browser() {
  const opened = await openBrowser();
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: hostingUrl,
  });
  return opened.page;
}

async function signedIn(parent: { email: string; password: string }) {
  const page = await browser();
  await signInToDashboard(page, hostingUrl, parent);
  return page;
}

/** A share link as createShare stores it, written directly so its dates can be set. */
async function storedShare(
  childId: string,
  ownerId: string,
  { expiresInMs, createdAgoMs = 0 }: { expiresInMs: number; createdAgoMs?: number },
) {
  return storeShare({
    childId,
    ownerId,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    createdAt: new Date(Date.now() - createdAgoMs).toISOString(),
  });
}

/** A girl of the owner's with one measurement (109.5 cm). */
async function childOf(ownerUid: string, name: string) {
  const ref = await addOwnChild(ownerUid, { name, birthDate: '2021-06-20', gender: 'female' });
  await ref
    .collection(collections.measurements)
    .doc()
    .set(
      measurementData({ measuredAt: '2026-09-01', height: 109.5, weight: 18.2, footLength: 17.1 }),
    );
  return ref;
}

/** `follower` already follows `child`, as subscribe would have left it: the subscription alone. */
async function following(
  child: Awaited<ReturnType<typeof childOf>>,
  owner: { uid: string },
  follower: { uid: string },
  createdAt?: string,
) {
  await adminDb()
    .doc(paths.subscription(subscriptionId(child.id, follower.uid)))
    .set(
      subscriptionData({
        childId: child.id,
        subscriberId: follower.uid,
        ownerId: owner.uid,
        ...(createdAt ? { createdAt } : {}),
      }),
    );
}

describe('sharing a child', () => {
  it('shares for 7 days; a grandparent signs in from the link, follows, and loses access when removed', async () => {
    const owner = await existingParent('share-owner');
    const grandparent = await existingParent('grandma');
    const child = await childOf(owner.uid, 'Ronja');

    // The owner generates a 7-day link (the default) and copies it.
    const ownerPage = await signedIn(owner);
    await ownerPage.getByRole('tab', { name: 'Ronja' }).waitFor();
    // A phone's share sheet (headless Chromium has none): it records what it was given.
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
    const dialog = ownerPage.getByRole('dialog', { name: 'Share Ronja' });
    expect(await dialog.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Generate link' }).click();
    const link = await dialog.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/share\/[0-9a-f-]{36}$/);
    await dialog.getByText('Expires in 7 days').waitFor();
    // Sent through the share sheet (WhatsApp, Messages…), or by WhatsApp where there is none.
    await dialog.getByRole('button', { name: 'Send the link…' }).click();
    await expect
      .poll(() => ownerPage.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toMatchObject({ url: link, title: 'Follow Ronja on Sprout' });
    const whatsapp = await dialog
      .getByRole('link', { name: 'Send by WhatsApp' })
      .getAttribute('href');
    expect(decodeURIComponent(whatsapp?.replace('https://wa.me/?text=', '') ?? '')).toContain(link);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText('Copied!').waitFor();
    expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await axeViolations(ownerPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const token = link.split('/').pop() ?? '';
    const share = await adminDb().doc(paths.share(token)).get();
    expect(share.get('childId')).toBe(child.id);

    // The grandparent opens it signed out, sees the child, signs in and comes back.
    const grandmaPage = await browser();
    await grandmaPage.goto(link.replace(/^https?:\/\/[^/]+/, hostingUrl));
    await grandmaPage.waitForURL(`${hostingUrl}/en-US/share/${token}`);
    await grandmaPage.getByRole('heading', { level: 1, name: 'Ronja' }).waitFor();
    await grandmaPage.getByText('share-owner shared a child with you on Sprout').waitFor();
    // The age, from the server (which sends no birth date to someone who does not follow yet).
    const age = englishAge('2021-06-20', await pageToday(grandmaPage));
    await grandmaPage.getByText(`Girl · ${age} ·`, { exact: false }).waitFor();
    // Signed out on /en-US, the page speaks the US market's units.
    await grandmaPage.getByText('43.1 in').first().waitFor();
    await grandmaPage.getByRole('list', { name: 'Latest heights' }).waitFor();
    expect(await axeViolations(grandmaPage)).toEqual([]);
    await grandmaPage.getByRole('button', { name: 'Reject' }).click();
    await grandmaPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await grandmaPage.waitForURL(`${hostingUrl}/en-US/signin`);
    await signIn(grandmaPage, grandparent.email, grandparent.password);
    await grandmaPage.waitForURL(`${hostingUrl}/en-US/share/${token}`);

    // Signed in from the link to follow: back at it, the child is followed without another click
    // (issue 30). The success screen, then the dashboard 2 s later with the child read-only.
    await grandmaPage.getByRole('heading', { name: 'You now follow Ronja' }).waitFor();
    await grandmaPage.waitForURL(`${hostingUrl}/en-US/dashboard`);
    const sharedTab = grandmaPage.getByRole('tab', { name: /Ronja.*Shared with you/ });
    await sharedTab.waitFor();
    // Marked by an SVG icon, not an emoji that shows as a box without an emoji font (issue 30).
    expect(await sharedTab.locator('svg').count()).toBe(1);
    expect(await sharedTab.textContent()).not.toContain('👥');
    await grandmaPage.getByText('You now follow Ronja.', { exact: false }).waitFor();
    await grandmaPage.getByText('109.5 cm').waitFor();
    for (const owned of ['Add measurement', 'Edit child', 'Share', 'Delete']) {
      expect(await grandmaPage.getByRole('button', { name: owned, exact: true }).count()).toBe(0);
    }
    await grandmaPage.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    // The measurement history: a follower reads it, with nothing to edit or delete (issue 28).
    await grandmaPage.getByRole('button', { name: 'Measurement history (1)' }).click();
    const history = grandmaPage.getByRole('region', { name: 'Measurement history (1)' });
    await history.getByRole('listitem').getByText('109.5 cm').waitFor();
    expect(
      await history.getByRole('button', { name: /^(Edit|Delete) the measurement/ }).count(),
    ).toBe(0);

    // Opening the link again says so.
    await grandmaPage.goto(`${hostingUrl}/en-US/share/${token}`);
    await grandmaPage.getByText('You already follow Ronja.').waitFor();
    await grandmaPage.goto(`${hostingUrl}/en-US/dashboard`);

    // A new measurement by the owner appears on the grandparent's dashboard without a reload.
    await ownerPage.getByRole('button', { name: 'Add measurement' }).click();
    await fillMeasurement(ownerPage, { height: '111.2', weight: '18.6', footLength: '17.4' });
    await ownerPage.getByRole('button', { name: 'Save measurement' }).click();
    await grandmaPage.getByText('111.2 cm', { exact: true }).waitFor();

    // The owner's Sharing settings: the link with its follower; delete it, then remove grandma.
    await ownerPage.goto(`${hostingUrl}/en-US/settings?tab=sharing`);
    const links = ownerPage.getByRole('region', { name: 'My share links' });
    await links.getByText('1 follower').waitFor();
    expect(await axeViolations(ownerPage)).toEqual([]);
    // Deleting asks first: Cancel keeps the link, focus back on its button.
    const deleteLink = links.getByRole('button', { name: 'Delete the link for Ronja' });
    await deleteLink.click();
    const confirmDelete = ownerPage.getByRole('alertdialog', {
      name: 'Delete the link for Ronja?',
    });
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await confirmDelete.waitFor({ state: 'detached' });
    expect(await deleteLink.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await adminDb().doc(paths.share(token)).get()).exists).toBe(true);
    await deleteLink.click();
    await confirmDelete.getByRole('button', { name: 'Delete link' }).click();
    await links.getByText('No share links yet. Share a child from the dashboard.').waitFor();
    await expect
      .poll(async () => (await adminDb().doc(paths.share(token)).get()).exists, { timeout: 15_000 })
      .toBe(false);
    // Who started following which child, and when (the subscription's day), marked new.
    const followers = ownerPage.getByRole('region', { name: 'My Shares' });
    const since =
      (await storedDoc(paths.subscription(subscriptionId(child.id, grandparent.uid))).get()).data()
        ?.createdAt ?? '';
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(since),
    );
    const line = followers.getByRole('listitem').filter({
      hasText: `grandma started following Ronja on ${day}`,
    });
    await line.waitFor();
    await line.getByText('New', { exact: true }).waitFor();
    expect(await line.locator('time').getAttribute('datetime')).toBe(since);
    await followers.getByRole('button', { name: 'Remove grandma from Ronja' }).click();
    await ownerPage
      .getByRole('alertdialog', { name: 'Remove grandma from Ronja?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await followers.getByText('Nobody follows your children yet.').waitFor();

    // Access ends at once: the shared tab leaves the grandparent's dashboard, no reload.
    await grandmaPage.getByRole('heading', { name: 'No children yet' }).waitFor();
    const subscription = await adminDb()
      .doc(paths.subscription(subscriptionId(child.id, grandparent.uid)))
      .get();
    expect(subscription.exists).toBe(false);
    expect(await followersOf(child.id)).toEqual([]);

    // The deleted link is now invalid.
    await grandmaPage.goto(`${hostingUrl}/en-US/share/${token}`);
    await grandmaPage.getByRole('heading', { name: 'Invalid Share Link' }).waitFor();
  });

  it('leads a newcomer from the link to a Google account, the terms, and back to follow the child', async () => {
    const owner = await existingParent('newcomer-owner');
    const child = await childOf(owner.uid, 'Ilse');
    const token = await storedShare(child.id, owner.uid, { expiresInMs: 7 * 86_400_000 });
    const page = await browser();
    await page.goto(`${hostingUrl}/en-US/share/${token}`);
    await page.getByRole('heading', { level: 1, name: 'Ilse' }).waitFor();
    await page.getByRole('button', { name: 'Reject' }).click();
    await page
      .getByText('Create a free account to follow Ilse. You will come back here afterwards.')
      .waitFor();
    // Most people a link reaches have no account: Google first, then e-mail, then sign-in.
    const join = page.locator('.share-page__join');
    expect(await join.getByRole('button').allTextContents()).toEqual([
      'Sign up with Google',
      'Create a free account',
      'Sign in',
    ]);
    await join.getByRole('button', { name: 'Sign up with Google' }).click();
    // Google's account picker cannot load offline (tests/support/google.ts): the identity is
    // signed in as the picker would, and the app resumes where the popup returns.
    const uid = await signInWithGoogleIdentity(page, {
      email: `newcomer-${Date.now().toString(36)}@example.com`,
      name: 'Nina Newcomer',
    });
    await page.goto(`${hostingUrl}/auth/callback`);
    await page.waitForURL(/\/terms-acceptance$/);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    // Back at the link, signed up: the child is followed without another click.
    await page.waitForURL(new RegExp(`/share/${token}$`));
    await page.getByRole('heading', { name: 'You now follow Ilse' }).waitFor();
    expect(
      (
        await adminDb()
          .doc(paths.subscription(subscriptionId(child.id, uid)))
          .get()
      ).exists,
    ).toBe(true);
  });

  it('shows the expired state for a link past its expiry, in Settings and on the share page', async () => {
    const owner = await existingParent('expired-owner');
    const child = await childOf(owner.uid, 'Mattis');
    const token = await storedShare(child.id, owner.uid, {
      expiresInMs: -60_000,
      createdAgoMs: 8 * 86_400_000,
    });
    const page = await signedIn(owner);
    await page.goto(`${hostingUrl}/en-US/settings?tab=sharing`);
    const links = page.getByRole('region', { name: 'My share links' });
    await links.getByText('Expired').waitFor();
    expect(await links.getByRole('button', { name: 'Copy the link for Mattis' }).isDisabled()).toBe(
      true,
    );

    const visitor = await browser();
    await visitor.goto(`${hostingUrl}/share/${token}`);
    await visitor.getByRole('heading', { name: 'Invalid Share Link' }).waitFor();
    await visitor.getByText('Share token has expired').waitFor();
    await visitor.goto(`${hostingUrl}/en-US/share/not-a-token`);
    await visitor.getByText('Invalid token format').waitFor();
  });

  it("tells the holder of a deleted child's link that the data was removed", async () => {
    const owner = await existingParent('deleting-owner');
    const child = await childOf(owner.uid, 'Sigrid');
    const token = await storedShare(child.id, owner.uid, { expiresInMs: 7 * 86_400_000 });

    // The owner deletes the child from the dashboard; the trigger ends its links.
    const page = await signedIn(owner);
    await page.getByRole('tab', { name: 'Sigrid' }).waitFor();
    await page.getByRole('button', { name: 'Edit child' }).click();
    await page
      .getByRole('dialog', { name: 'Edit child' })
      .getByRole('button', { name: 'Delete Sigrid' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'No children yet' }).waitFor();
    await expect
      .poll(async () => (await adminDb().doc(paths.share(token)).get()).exists, { timeout: 15_000 })
      .toBe(false);

    const visitor = await browser();
    await visitor.goto(`${hostingUrl}/share/${token}`);
    await visitor.getByRole('heading', { name: 'No Data Available' }).waitFor();
    await visitor
      .getByText('The requested child data could not be found or has been removed.')
      .waitFor();
    expect(await visitor.getByRole('heading', { name: 'Invalid Share Link' }).count()).toBe(0);
    // A token that never was a link stays invalid.
    await visitor.goto(`${hostingUrl}/en-US/share/${crypto.randomUUID()}`);
    await visitor.getByRole('heading', { name: 'Invalid Share Link' }).waitFor();
    await visitor.getByText('Invalid or expired share token').waitFor();
  });

  it('shows in Settings since when one follows, and asks before unsubscribing', async () => {
    const owner = await existingParent('since-owner');
    const follower = await existingParent('since-follower');
    const child = await childOf(owner.uid, 'Ebba');
    await following(child, owner, follower, '2026-03-05T18:30:00.000Z');

    const page = await signedIn(follower);
    await page.goto(`${hostingUrl}/en-US/settings?tab=sharing`);
    const withMe = page.getByRole('region', { name: 'Shared With Me' });
    await withMe.getByText('Shared by since-owner').waitFor();
    await withMe.getByText('Following since Mar 5, 2026').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // One tap does not end the access: the dialog asks, Cancel keeps following.
    const leave = withMe.getByRole('button', { name: 'Unsubscribe from Ebba' });
    await leave.click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop following Ebba?' });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await leave.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await followersOf(child.id)).toEqual([follower.uid]);
    await withMe.getByText('Following since Mar 5, 2026').waitFor();

    await leave.click();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await withMe.getByText('Nobody has shared a child with you yet.').waitFor();
    await expect.poll(() => followersOf(child.id), { timeout: 15_000 }).toEqual([]);
  });

  it('lets a follower unsubscribe from the dashboard', async () => {
    const owner = await existingParent('leave-owner');
    const follower = await existingParent('leaver');
    const child = await childOf(owner.uid, 'Birk');
    await following(child, owner, follower);
    const page = await signedIn(follower);
    await page.getByRole('tab', { name: /Birk/ }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'No children yet' }).waitFor();
    await expect.poll(() => followersOf(child.id), { timeout: 15_000 }).toEqual([]);
  });
});
