import type { Page } from 'playwright-core';
import { paths } from '@sprout/core';
import { adminAuth, storedDoc } from './admin';
import { existingParent } from './accounts';
import { defaultAllowlist, setAllowlist } from './admin-callers';
import { hostingUrl } from './emulators';

/** How long a journey waits for an admin page or message (the admin chunks load lazily). */
export const adminUi = { timeout: 20_000 };

/** A verified account made admin as `npm run admin:grant` does: the claim and the document. */
export async function newAdmin(label: string) {
  const account = await existingParent(label);
  await adminAuth().setCustomUserClaims(account.uid, { admin: true });
  await storedDoc(paths.admin(account.uid)).set({
    email: account.email,
    createdAt: new Date().toISOString(),
  });
  // The seed's allow-list, set again since function suites change it.
  await setAllowlist(defaultAllowlist);
  return account;
}

/** Opens /admin/login and submits e-mail and password (no code). */
export async function adminLogin(page: Page, account: { email: string; password: string }) {
  await page.goto(`${hostingUrl}/admin/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Logs in without a second factor and waits for the dashboard. */
export async function adminLoginToDashboard(
  page: Page,
  account: { email: string; password: string },
) {
  await adminLogin(page, account);
  await page.waitForURL(`${hostingUrl}/admin/dashboard`, adminUi);
}

/** How long the Email Settings journeys wait (Send Now runs a job over every parent). */
export const emailSettingsWaits = { timeout: 30_000 };

/** Logs a new admin in and opens Email Settings from the admin navigation. */
export async function openEmailSettings(page: Page) {
  const admin = await newAdmin('mail-admin');
  await adminLogin(page, admin);
  await page.waitForURL(`${hostingUrl}/admin/dashboard`, emailSettingsWaits);
  await page.getByRole('link', { name: 'Email Settings' }).click();
  await page.getByRole('heading', { name: 'Email Settings', level: 1 }).waitFor(emailSettingsWaits);
}

/** A section of Email Settings by its heading. */
export const emailSettingsSection = (page: Page, name: string) =>
  page.getByRole('region', { name });
