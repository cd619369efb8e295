import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import {
  emailVerification,
  existingParent,
  requestPasswordReset,
  signIn,
} from '../support/accounts';
import { uniqueEmail } from '../support/factories';

/** E-mail verification through /auth/callback, and the reset link's stored code (spec 2, 4, 8). */
const openBrowser = useBrowsers();

const password = 'Growing-up-2026';

async function start(path: string) {
  const { page } = await openBrowser();
  // The callback's "Authenticating" may last one frame: remember every text that was ever shown.
  await page.addInitScript(() => {
    const seen = window as unknown as { shownTexts: string[] };
    seen.shownTexts = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node.textContent) seen.shownTexts.push(node.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${hostingUrl}${path}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  return page;
}

const shownTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts);

/** Signs up through the form and returns the verification link the Auth emulator holds. */
async function signUpAndGetVerification(page: Page, email: string) {
  await page.getByLabel('Name').fill('Vera Verify');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByRole('heading', { name: 'Sign Up Successful!' }).waitFor();
  const verification = await emailVerification(email);
  const continueUrl = new URL(verification.oobLink).searchParams.get('continueUrl') ?? '';
  // The spec's return point for e-mail confirmation (section 2), not the sign-in page.
  expect(new URL(continueUrl).origin).toBe(hostingUrl);
  expect(new URL(continueUrl).pathname).toBe('/auth/callback');
  return verification;
}

describe('e-mail verification', () => {
  it("asks Firebase for the verification e-mail in the page's language", async () => {
    const email = uniqueEmail('verify-swedish');
    const { page } = await openBrowser({ locale: 'sv-SE' });
    // What the app asks of Auth: Firebase writes the e-mail (and, in production, its link's
    // `lang`) in the X-Firebase-Locale it is sent. (The Auth emulator's links always say
    // lang=en, whatever it is asked.)
    const locales: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:sendOobCode')) {
        locales.push(request.headers()['x-firebase-locale']);
      }
    });
    await page.goto(`${hostingUrl}/sv/signup`);
    await page.getByRole('button', { name: 'Avvisa' }).click();
    await page.getByLabel('Namn').fill('Vera Verify');
    await page.getByRole('textbox', { name: 'E-post' }).fill(email);
    await page.getByLabel('Lösenord', { exact: true }).fill(password);
    await page.getByLabel('Bekräfta lösenord').fill(password);
    await page.getByLabel(/Jag godkänner/).check();
    await page.getByRole('button', { name: 'Skapa konto', exact: true }).click();
    await page.getByRole('heading', { name: 'Ditt konto har skapats!' }).waitFor();
    await emailVerification(email);
    expect(locales).toEqual(['sv']);
  });

  it('returns from the e-mail link through /auth/callback, which confirms the address', async () => {
    const email = uniqueEmail('verify-link');
    const page = await start('/en-US/signup');
    const { oobLink } = await signUpAndGetVerification(page, email);

    // The parent opens the link: the Auth emulator's action page applies the code and continues.
    await page.goto(oobLink);
    await page.getByText('Your e-mail address is verified. Sign in to continue.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-US/signin');
    expect((await shownTexts(page)).some((text) => text.includes('Authenticating'))).toBe(true);

    await signIn(page, email, password);
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`);
  });

  it("verifies in the app from Sprout's action URL, and explains a link used twice", async () => {
    const email = uniqueEmail('verify-twice');
    const page = await start('/en-US/signup');
    const { oobCode } = await signUpAndGetVerification(page, email);
    // With the action URL of the README, the link opens /reset-password?mode=verifyEmail&….
    const link = `${hostingUrl}/reset-password?mode=verifyEmail&oobCode=${oobCode}&lang=en`;

    await page.goto(link);
    await page.getByText('Your e-mail address is verified. Sign in to continue.').waitFor();
    expect((await shownTexts(page)).some((text) => text.includes('Authenticating'))).toBe(true);
    expect(page.url()).not.toContain(oobCode);

    await page.goto(link);
    await page
      .getByText(
        'This verification link has expired or was already used. Sign in: if your address still needs verifying, you can send a new link from there.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-US/signin');
    // The way on: signing in works, since the first opening verified the address.
    await signIn(page, email, password);
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`);
  });
});

describe('password reset link', () => {
  it('keeps the code out of the address bar, and a used link says it has expired', async () => {
    const parent = await existingParent('reset-clean');
    const page = await start('/en-US/forgot-password');
    const oobCode = await requestPasswordReset(page, parent.email);
    const link = `${hostingUrl}/reset-password?mode=resetPassword&oobCode=${oobCode}`;

    await page.goto(link);
    await page.getByText(parent.email).waitFor();
    // Stored, cleaned with history replaced: neither the address nor going back shows the code.
    expect(page.url()).toBe(`${hostingUrl}/en-US/reset-password`);
    expect(await page.evaluate(() => localStorage.getItem('reset_access_token'))).toBe(oobCode);
    await page.getByLabel('New password').fill('Brand-new-pass-3');
    await page.getByLabel('Confirm password').fill('Brand-new-pass-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password Updated' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('reset_access_token'))).toBeNull();
    await page.goBack();
    expect(page.url()).not.toContain(oobCode);

    await page.goto(link);
    await page
      .getByText('Your password reset link has expired. Please request a new one.')
      .waitFor();
    expect(page.url()).toBe(`${hostingUrl}/en-US/reset-password`);
    expect(await page.evaluate(() => localStorage.getItem('reset_access_token'))).toBeNull();

    await page.goto(`${hostingUrl}/en-US/signin`);
    await signIn(page, parent.email, 'Brand-new-pass-3');
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`);
  });

  it('without a code says so and offers the way to a new link', async () => {
    const page = await start('/en-US/reset-password');
    await page.getByText('Invalid reset link. No access token found.').waitFor();
    await page.getByRole('button', { name: 'Request a new link now' }).click();
    await page.waitForURL(`${hostingUrl}/en-US/forgot-password`);
  });
});
