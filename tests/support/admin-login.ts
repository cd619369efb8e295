import type { Page } from 'playwright-core';
import { paths } from '@sprout/core';
import { existingParent } from './accounts';
import { adminAuth, storedDoc } from './admin';
import { setAllowlist, defaultAllowlist } from './admin-callers';
import { hostingUrl } from './emulators';

/** A verified account made admin as `npm run admin:grant` does: the claim and the document. */
export async function newAdmin(label: string) {
  const account = await existingParent(label);
  await adminAuth().setCustomUserClaims(account.uid, { admin: true });
  await storedDoc(paths.admin(account.uid)).set({
    email: account.email,
    createdAt: new Date().toISOString(),
  });
  await setAllowlist(defaultAllowlist);
  return account;
}

/** Fills and submits the admin login (no second factor enrolled). */
export async function adminLogin(page: Page, account: { email: string; password: string }) {
  await page.goto(`${hostingUrl}/admin/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
