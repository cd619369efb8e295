import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { paths } from '@sprout/core';
import { adminAuth, eventually, storedDoc } from '../support/admin';
import { defaultAllowlist, setAllowlist } from '../support/admin-callers';
import {
  adminLoginToDashboard,
  adminUi as ui,
  emailSettingsSection as section,
  emailSettingsWaits,
  newAdmin,
} from '../support/admin-ui';
import { useBrowsers } from '../support/browser';
import { hostingUrl, waitForMail } from '../support/emulators';
import { profileData } from '../support/factories';

/*
 * The admin's Sign Out and Email Settings' defaults (issue: admin area, points 10 and 11). Sign
 * Out ends the admin session on the server, waits for Firebase Auth to sign out and only then
 * shows the login ("Signing out…" meanwhile), so a tab closed at the login leaves nobody signed
 * in to the parent app, offline too. Email Settings previews in the admin market's language
 * (SE: Swedish, metric) for an admin browsing in English (US), and every Send Test starts with
 * the admin's own address.
 */

const openBrowser = useBrowsers();

/** The seed's admin (scripts/seed/demo-logins.mjs; the journeys' emulators start empty). */
const demoAdmin = {
  uid: 'demo-admin',
  name: 'Sprout Admin',
  email: 'admin@sprout.test',
  password: 'sprout-admin-1',
};

/**
 * The demo admin as scripts/seed/seed.mjs makes it (SE market, metric, the admin claim and
 * document, the loopback allow-list), but with its reminders off: Send Now in the other suites
 * must not count it.
 */
async function seededAdmin() {
  const account = {
    email: demoAdmin.email,
    password: demoAdmin.password,
    displayName: demoAdmin.name,
    emailVerified: true,
  };
  try {
    await adminAuth().createUser({ uid: demoAdmin.uid, ...account });
  } catch {
    // Made by an earlier test of this run: the same account again.
    await adminAuth().updateUser(demoAdmin.uid, account);
  }
  await adminAuth().setCustomUserClaims(demoAdmin.uid, { admin: true });
  await storedDoc(paths.user(demoAdmin.uid)).set(
    profileData({
      email: demoAdmin.email,
      name: demoAdmin.name,
      locale: 'SE',
      language: 'en',
      measurementSystem: 'metric',
      emailReminders: false,
      birthdayReminders: false,
    }),
  );
  await storedDoc(paths.admin(demoAdmin.uid)).set({
    email: demoAdmin.email,
    createdAt: new Date().toISOString(),
  });
  await setAllowlist(defaultAllowlist);
  return demoAdmin;
}

/** The admin session id the page holds (sessionStorage, hooks/admin-session-store.ts). */
async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const raw = sessionStorage.getItem('sprout-admin-session');
    const parsed = raw ? (JSON.parse(raw) as { state?: { session?: { sessionId?: string } } }) : {};
    return parsed.state?.session?.sessionId ?? null;
  });
  if (!id) throw new Error('No admin session in the page');
  return id;
}

/** The endAdminSession callable's requests (the Functions emulator, any host). */
const endAdminSessionUrl = '**/europe-west1/endAdminSession';

/**
 * What a parent finds after the admin's tab is closed at the login: a new tab of the same
 * browser (its Auth storage) opens the parent app's dashboard and is sent to the sign-in.
 */
async function expectParentAppSignedOut(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto(`${hostingUrl}/en-US/dashboard`);
  await tab.waitForURL(`${hostingUrl}/en-US/signin`, ui);
  await tab.close();
}

describe('admin Sign Out', () => {
  it('says "Signing out…", ends the session, and shows the login only once signed out', async () => {
    const admin = await newAdmin('admin-signout');
    const { context, page, pageErrors } = await openBrowser({ locale: 'en-US' });
    await adminLoginToDashboard(page, admin);
    const sessionId = await sessionIdOf(page);

    // endAdminSession is held until the busy state has been looked at.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (reached = resolve));
    await page.route(endAdminSessionUrl, async (route: Route) => {
      reached();
      await released;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await requested;
    const busy = page.getByRole('button', { name: 'Signing out…' });
    await busy.waitFor(ui);
    expect(await busy.isDisabled()).toBe(true);
    expect(page.url()).toBe(`${hostingUrl}/admin/dashboard`);

    release();
    await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor(ui);
    // The tab closed as soon as the login shows: Firebase had signed out already.
    await page.close();
    await expectParentAppSignedOut(context);
    // And the session's id is worth nothing on the server.
    await eventually(
      async () => (await storedDoc(paths.adminSession(sessionId)).get()).exists,
      (exists) => !exists,
    );
    expect(pageErrors).toEqual([]);
  });

  it('still signs out of Firebase and shows the login when the server cannot be reached', async () => {
    const admin = await newAdmin('admin-signout-offline');
    const { context, page, pageErrors } = await openBrowser({ locale: 'en-US' });
    await adminLoginToDashboard(page, admin);
    const sessionId = await sessionIdOf(page);
    await page.route(endAdminSessionUrl, (route: Route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor(ui);
    await page.close();
    await expectParentAppSignedOut(context);
    // The server never heard of it: the session ends by itself within its 30 minutes.
    expect((await storedDoc(paths.adminSession(sessionId)).get()).exists).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe('Email Settings defaults', () => {
  it('previews in Swedish for the SE admin and fills every Send Test with the admin’s address', async () => {
    const admin = await seededAdmin();
    const { page, pageErrors } = await openBrowser({ locale: 'en-US' });
    await adminLoginToDashboard(page, admin);
    await page.getByRole('link', { name: 'Email Settings' }).click();
    await page
      .getByRole('heading', { name: 'Email Settings', level: 1 })
      .waitFor(emailSettingsWaits);

    // The page speaks the admin's English (US); the previews are what Swedish parents get.
    const season = section(page, 'Season reminder test e-mail');
    const birthday = section(page, 'Birthday reminder test e-mail');
    for (const area of [season, birthday]) {
      expect(await area.getByLabel('Language').inputValue()).toBe('sv');
    }
    const seasonSubject = season.locator('.email-preview__subject bdi');
    await seasonSubject.waitFor(emailSettingsWaits);
    expect(await seasonSubject.textContent()).toMatch(
      /är snart här: storlekarna för den nya säsongen$/,
    );
    // Metric: centimetres and EU sizes, numbers as Swedish writes them.
    const seasonText = (await season.locator('.email-preview__text pre').textContent()) ?? '';
    expect(seasonText).toContain('Längd: 113,4\u00a0cm');
    expect(seasonText).toContain('Klädstorlek: EU 116');
    expect(seasonText).not.toMatch(/\d\sin\b/);
    const birthdaySubject = birthday.locator('.email-preview__subject bdi');
    await birthdaySubject.waitFor(emailSettingsWaits);
    expect(await birthdaySubject.textContent()).toBe('Om två veckor är det födelsedag');

    for (const name of [
      'Season reminder test e-mail',
      'Birthday reminder test e-mail',
      'Welcome e-mail test',
    ]) {
      const address = section(page, name).getByLabel('Email address');
      expect(await address.inputValue()).toBe(demoAdmin.email);
      expect(await address.isEditable()).toBe(true);
    }

    // Send Test as it starts: the Swedish season reminder, to the admin.
    const previewed = (await seasonSubject.textContent()) ?? '';
    await season.getByRole('button', { name: 'Send Test' }).click();
    await season
      .getByText('Test email sent successfully! Please check your inbox.')
      .waitFor(emailSettingsWaits);
    const mail = await waitForMail(demoAdmin.email, (m) => m.subject === previewed);
    expect(mail.to).toContain(demoAdmin.email);
    expect(pageErrors).toEqual([]);
  });
});
