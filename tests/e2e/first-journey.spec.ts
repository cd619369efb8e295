import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingUrl, mailTo, waitForMail } from '../support/emulators';
import { closeChromium, openBrowser } from '../support/browser';
import { emailVerification, welcomeWaiting } from '../support/accounts';
import { uniqueEmail } from '../support/factories';

/**
 * The walking skeleton's journey through the real stack: the production build on the Hosting
 * emulator, Auth and Firestore emulators with rules, the functions and the SMTP sink.
 */
describe('a new parent signs up and reaches the signed-in area', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  /** Requests the browser reported as failed in the console (a 404, a refused one), with their URL. */
  const failedLoads: string[] = [];
  const email = uniqueEmail('parent');
  const password = 'Growing-up-2026';

  beforeAll(async () => {
    // A browser language Sprout does not speak: the default (en-US) must win.
    // A new user's browser as most have it: the service worker installs, the chart animates.
    browser = await openBrowser({
      locale: 'zh-CN',
      serviceWorkers: 'allow',
      reducedMotion: 'no-preference',
    });
    browser.page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Failed to load resource'))
        failedLoads.push(`${message.text()} ${message.location().url}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await closeChromium();
  });

  it('lands on /en-US from /', async () => {
    const { page } = browser;
    await page.goto(`${hostingUrl}/`);
    await page.waitForURL(`${hostingUrl}/en-US`);
    await page.getByRole('heading', { level: 1, name: /Know which size fits/ }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    // The cookie banner asks first; this parent declines analytics.
    await page.getByRole('button', { name: 'Reject' }).click();
  });

  it('installs the service worker that makes Sprout work offline', async () => {
    const active = await browser.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(active).toBe(`${hostingUrl}/sw.js`);
  });

  it('signs up with e-mail and password', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Sign up free' }).click();
    await page.waitForURL(`${hostingUrl}/en-US/signup`);

    // Submitting empty shows the spec's translated messages and loses nothing.
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('You must accept the terms to continue').waitFor();

    await page.getByLabel('Name').fill('Pat Parent');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByText('Very Strong').waitFor();
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    await page.getByRole('heading', { name: 'Sign Up Successful!' }).waitFor();
    await page.getByText(email).waitFor();
  });

  it('keeps an unverified account out, then lets it in after the e-mail link', async () => {
    const { page } = browser;
    // A guarded page sends the visitor to sign-in and remembers where they were going.
    await page.goto(`${hostingUrl}/en-US/dashboard`);
    await page.waitForURL(`${hostingUrl}/en-US/signin`);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please verify your email address').waitFor();
    // The welcome waits for the address to be verified.
    await welcomeWaiting(email);
    expect(await mailTo(email)).toEqual([]);

    const verification = await emailVerification(email);
    // Following the link is what the parent does in their inbox.
    const res = await fetch(verification.oobLink);
    expect(res.ok).toBe(true);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Pat Parent' }).waitFor();
  });

  it('sent the welcome e-mail after the verified sign-in, through the functions and the SMTP sink', async () => {
    const message = await waitForMail(email);
    expect(message.subject).toBe('Welcome to Sprout');
  });

  it('raised no uncaught error in the page', () => {
    expect(browser.pageErrors).toEqual([]);
  });

  it('logged no failed request (the start-up connection check asks a file that exists)', () => {
    expect(failedLoads).toEqual([]);
  });
});
