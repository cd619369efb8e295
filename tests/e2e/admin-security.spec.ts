import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOTP, URI } from 'otpauth';
import { paths } from '@sprout/core';
import { storedDoc } from '../support/admin';
import { existingParent, signInToDashboard } from '../support/accounts';
import { adminLogin, adminLoginToDashboard, adminUi, newAdmin } from '../support/admin-ui';
import { useBrowsers } from '../support/browser';
import { hostingUrl } from '../support/emulators';

/*
 * The admin area's security in the browser (issue 14, "Done when"): the second factor enrolled
 * through /admin/two-factor and then asked at login, a session past its 30 minutes, and a parent
 * at every admin route. Each test makes its own accounts; one browser per test.
 */

const openBrowser = useBrowsers();
const ui = adminUi;
const adminRoutes = [
  '/admin',
  '/admin/dashboard',
  '/admin/email-settings',
  '/admin/growth-debug',
  '/admin/two-factor',
];

/** The code of a time step (30 s each), as an authenticator app shows it during that step. */
const codeOfStep = (totp: TOTP, step: number) => totp.generate({ timestamp: step * 30_000 + 1 });
const stepNow = () => TOTP.counter({ period: 30, timestamp: Date.now() });

/** A 6-digit code that is none of the codes the server accepts around now (±1 step and more). */
function wrongCode(totp: TOTP): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => codeOfStep(totp, stepNow() + d)));
  let n = Number(codeOfStep(totp, stepNow()));
  let code: string;
  do {
    n = (n + 137_911) % 1_000_000;
    code = String(n).padStart(6, '0');
  } while (valid.has(code));
  return code;
}

/** The open admin session the page keeps (sessionStorage, as the session store persists it). */
async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const raw = sessionStorage.getItem('sprout-admin-session');
    const parsed = raw ? (JSON.parse(raw) as { state?: { session?: { sessionId?: string } } }) : {};
    return parsed.state?.session?.sessionId ?? null;
  });
  if (!id) throw new Error('No admin session in the page');
  return id;
}

describe('admin security', () => {
  it('asks an enrolled admin for the code at login: a wrong one is refused, the right one gets in', async () => {
    const account = await newAdmin('admin-totp');
    const { page, pageErrors } = await openBrowser();
    // Not enrolled yet: straight to the dashboard, no code asked.
    await adminLoginToDashboard(page, account);

    await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
    await page.waitForURL(`${hostingUrl}/admin/two-factor`, ui);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor(ui);
    await page.getByText('Cannot scan? Enter this address in the app').click();
    const uri = (await page.locator('code').filter({ hasText: 'otpauth://' }).textContent()) ?? '';
    const totp = URI.parse(uri.trim());
    if (!(totp instanceof TOTP)) throw new Error(`Not a TOTP address: ${uri}`);
    expect(totp.issuer).toBe('Sprout');
    expect(totp.label).toBe(account.email);

    const codeField = page.getByLabel('Two-factor code');
    await codeField.fill(wrongCode(totp));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Invalid two-factor code').waitFor(ui);
    const confirmStep = stepNow();
    await codeField.fill(codeOfStep(totp, confirmStep));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText('Two-factor sign-in is on. Your next sign-in asks for the 6-digit code.')
      .waitFor(ui);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    expect(await codeField.count()).toBe(0);
    await adminLogin(page, account);
    // Enrolled: the server asks for the code, and the field appears.
    await codeField.waitFor(ui);
    expect(page.url()).toBe(`${hostingUrl}/admin/login`);
    await codeField.fill(wrongCode(totp));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid two-factor code').waitFor(ui);
    expect(page.url()).toBe(`${hostingUrl}/admin/login`);

    // The confirmation spent its step's code: the server takes only a later step's (±1 allowed).
    const signInStep = Math.max(stepNow(), confirmStep + 1);
    await codeField.fill(codeOfStep(totp, signInStep));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${hostingUrl}/admin/dashboard`, ui);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor(ui);

    // Issue 32, point 12: the page shows the factor is on, and turns it off with a fresh code.
    await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
    await page.getByText(/^Two-factor sign-in is on \(since .+\)\.$/).waitFor(ui);
    await page.getByRole('button', { name: 'Set up again' }).waitFor(ui);
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    const turnOff = page.getByRole('region', { name: 'Turn off two-factor sign-in' });
    // Each code is taken once: wait (at most one step) until the next step's code is accepted.
    const turnOffStep = signInStep + 1;
    while (stepNow() + 1 < turnOffStep) await page.waitForTimeout(1_000);
    await turnOff.getByLabel('Two-factor code').fill(codeOfStep(totp, turnOffStep));
    await turnOff.getByRole('button', { name: 'Turn off', exact: true }).click();
    await page
      .getByText('Two-factor sign-in is off. Your next sign-in asks for no code.')
      .waitFor(ui);
    await page.getByText('Two-factor sign-in is off.', { exact: true }).waitFor(ui);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor(ui);

    // Off: the next sign-in goes straight in, with no code asked.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    await adminLoginToDashboard(page, account);
    expect(await codeField.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('refuses a session past its 30 minutes, on the server and in the page, and returns to the login', async () => {
    const account = await newAdmin('admin-expired');
    const { page, pageErrors } = await openBrowser();
    // The page's clock, to let 30 minutes pass in the page below (it runs on in real time till then).
    await page.clock.install();
    await adminLoginToDashboard(page, account);
    await page.getByText(/^Showing \d+ of \d+ products$/).waitFor(ui);
    // The counts come from their own call: once they are in, the search below is the next call.
    await page.locator('.admin-stats[aria-busy="false"]').waitFor(ui);

    // Time passes on the server: the session's 30 minutes are over (the page still thinks not).
    const sessionId = await sessionIdOf(page);
    const session = storedDoc(paths.adminSession(sessionId));
    const stored = (await session.get()).data();
    expect(stored?.adminId).toBe(account.uid);
    await session.update({ expiresAt: new Date(Date.now() - 1000).toISOString() });

    // The next admin call (a search) is refused; the page ends the session and shows the login.
    await page.getByPlaceholder('Search products...').fill('anything');
    await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor(ui);
    expect(await page.evaluate(() => sessionStorage.getItem('sprout-admin-session'))).not.toContain(
      sessionId,
    );
    for (const path of ['/admin/dashboard', '/admin/two-factor']) {
      await page.goto(`${hostingUrl}${path}`);
      await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    }
    // Signing in again opens a new session.
    await adminLoginToDashboard(page, account);
    expect(await sessionIdOf(page)).not.toBe(sessionId);

    // The page itself ends a session when its 30 minutes are over: signed out, back at the login.
    await page.clock.fastForward('29:00');
    expect(page.url()).toBe(`${hostingUrl}/admin/dashboard`);
    await page.clock.fastForward('01:30');
    await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor(ui);
    await page.goto(`${hostingUrl}/admin/dashboard`);
    await page.waitForURL(`${hostingUrl}/admin/login`, ui);
    expect(pageErrors).toEqual([]);
  });

  it('keeps a signed-in parent out of every admin route, even with a session planted in the page', async () => {
    const parent = await existingParent('admin-route-parent');
    const { page } = await openBrowser();
    await signInToDashboard(page, hostingUrl, parent);
    for (const path of adminRoutes) {
      await page.goto(`${hostingUrl}${path}`);
      await page.waitForURL(`${hostingUrl}/admin/login`, ui);
      await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor(ui);
    }

    // A session id made up in the page's storage opens nothing: the account is not an admin.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'sprout-admin-session',
        JSON.stringify({
          state: { session: { sessionId: 'planted', expiresAt: '2099-01-01T00:00:00.000Z' } },
          version: 0,
        }),
      ),
    );
    for (const path of adminRoutes.slice(1)) {
      await page.goto(`${hostingUrl}${path}`);
      await page.waitForURL(`${hostingUrl}/admin/login`, ui);
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
      expect(await page.getByText(/Total Products/).count()).toBe(0);
    }

    // Through the login itself: 'Not authorized as admin', and still no admin page.
    await page.getByLabel('Email').fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Not authorized as admin').waitFor(ui);
    expect(page.url()).toBe(`${hostingUrl}/admin/login`);
  });
});
