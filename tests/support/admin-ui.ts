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
