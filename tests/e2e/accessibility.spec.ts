import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collections } from '@sprout/core';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signIn } from '../support/accounts';
import { measurementData } from '../support/factories';
import { storeShare } from '../support/admin';
import { axeViolations } from '../support/axe';

/**
 * axe (WCAG 2.1 A and AA) on every screen a parent meets, on a 390 px phone, in the light and the
 * dark theme (issue 30): the public pages, the forms with their errors showing, the signed-in
 * pages with a child and a forecast, the dialogs, and the share page of a visitor. Each screen is
 * checked once its content is there; the violations of all screens are reported together.
 */
const openBrowser = useBrowsers();

type Screen = { name: string; visit: (page: Page) => Promise<void> };

async function goto(page: Page, path: string, ready: string | RegExp) {
  await page.goto(`${hostingUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: ready }).waitFor();
}

const publicScreens: Screen[] = [
  {
    name: 'landing',
    visit: (page) => goto(page, '/en-US', 'Know which size fits, today and next season'),
  },
  {
    name: 'sign-in with an error',
    visit: async (page) => {
      await goto(page, '/en-US/signin', 'Sign in to Sprout');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.locator('.field__error').first().waitFor();
    },
  },
  {
    name: 'sign-up with errors',
    visit: async (page) => {
      await goto(page, '/en-US/signup', 'Create your free account');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.locator('.field__error').first().waitFor();
    },
  },
  {
    name: 'forgot password',
    visit: (page) => goto(page, '/en-US/forgot-password', 'Forgot your password?'),
  },
  { name: 'terms', visit: (page) => goto(page, '/en-US/terms', /Terms/) },
  { name: 'privacy', visit: (page) => goto(page, '/en-US/privacy', /Privacy/) },
  { name: 'about', visit: (page) => goto(page, '/en-US/about', /About/) },
  // Right to left: the landing in Arabic (each parent's page is swept in Arabic by phone.spec.ts).
  { name: 'landing in Arabic', visit: (page) => goto(page, '/ar', /.+/) },
];

/** The page's theme, as the app's theme switch sets it (index.html reads it the same way). */
const setTheme = (page: Page, theme: 'light' | 'dark') =>
  page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
  }, theme);

/**
 * Visits each screen once and checks it in both themes: the same page, light then dark (only the
 * colours change, so one visit serves both and the sign-in and data are not done twice).
 */
async function sweep(page: Page, screens: Screen[]) {
  const found: string[] = [];
  for (const screen of screens) {
    await screen.visit(page);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const violation of await axeViolations(page))
        found.push(`${theme} ${screen.name}: ${violation}`);
    }
    await setTheme(page, 'light');
  }
  return found;
}

describe('accessibility', () => {
  it('finds nothing on the public pages and forms, light and dark', async () => {
    const { page } = await openBrowser();
    await page.goto(`${hostingUrl}/en-US`);
    await page.getByRole('button', { name: 'Reject' }).click();
    expect(await sweep(page, publicScreens)).toEqual([]);
  });

  it("finds nothing on a parent's pages, dialogs and a shared child, light and dark", async () => {
    const parent = await existingParent('a11y');
    const child = await addOwnChild(parent.uid, {
      name: 'Vera',
      birthDate: '2021-02-11',
      gender: 'female',
    });
    await child
      .collection(collections.measurements)
      .doc()
      .set(measurementData({ measuredAt: '2026-10-01', height: 111, weight: 19, footLength: 17 }));
    const token = await storeShare({
      childId: child.id,
      ownerId: parent.uid,
      expiresAt: '2099-01-01T00:00:00.000Z',
      createdAt: '2026-10-01T00:00:00.000Z',
    });
    const { page } = await openBrowser();
    await page.goto(`${hostingUrl}/en-US/signin`);
    await page.getByRole('button', { name: 'Reject' }).click();
    await signIn(page, parent.email, parent.password);
    await page.waitForURL(`${hostingUrl}/en-US/dashboard`);

    const screens: Screen[] = [
      {
        name: 'dashboard',
        visit: async (p) => {
          await p.getByTestId('clothing-size').waitFor({ timeout: 30_000 });
          await p.locator('.seasons__size').first().waitFor({ timeout: 30_000 });
        },
      },
      {
        name: 'measurement form with errors',
        visit: async (p) => {
          await p.getByRole('button', { name: 'Add measurement' }).first().click();
          const form = p.getByRole('form', { name: 'Add measurement' });
          await form.getByRole('button', { name: 'Save measurement' }).click();
          await form.locator('.field__error').first().waitFor();
        },
      },
      {
        name: 'share dialog',
        visit: async (p) => {
          await p.getByRole('button', { name: 'Share', exact: true }).click();
          await p.getByRole('dialog', { name: 'Share Vera' }).waitFor();
        },
      },
      {
        name: 'season page',
        visit: async (p) => {
          await p.keyboard.press('Escape');
          await p.locator('.seasons').getByRole('link').first().click();
          await p.locator('.season-page__sizes').waitFor({ timeout: 30_000 });
        },
      },
      { name: 'add child', visit: (p) => goto(p, '/en-US/add-child', 'Add a child') },
      { name: 'settings', visit: (p) => goto(p, '/en-US/settings', 'Settings') },
      {
        name: 'settings, sharing',
        visit: async (p) => {
          await p.getByRole('tab', { name: 'Sharing' }).click();
          await p.getByRole('region', { name: 'My share links' }).getByText('Vera').waitFor();
        },
      },
      {
        name: 'saved products',
        visit: (p) => goto(p, '/en-US/saved-products', 'Saved products'),
      },
      {
        name: 'share page',
        visit: async (p) => {
          await p.goto(`${hostingUrl}/en-US/share/${token}`);
          await p.getByRole('heading', { level: 1, name: 'Vera' }).waitFor();
        },
      },
    ];
    expect(await sweep(page, screens)).toEqual([]);
  });
});
