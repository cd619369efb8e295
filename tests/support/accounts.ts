import type { Page } from 'playwright-core';
import { paths } from '@sprout/core';
import { adminAuth, adminDb } from './admin';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sprout.test`;

/** A verified e-mail account with a profile, as an earlier sign-up would have left it. */
export async function existingParent(label: string, password = 'Sprout-parent-1') {
  const email = uniqueEmail(label);
  const user = await adminAuth().createUser({
    email,
    password,
    emailVerified: true,
    displayName: label,
  });
  const now = new Date().toISOString();
  await adminDb().doc(paths.user(user.uid)).set({
    email,
    name: label,
    locale: 'US',
    language: 'en-US',
    measurementSystem: 'metric',
    emailReminders: true,
    birthdayReminders: true,
    termsAcceptedAt: now,
    createdAt: now,
  });
  return { uid: user.uid, email, password };
}

/**
 * Signs in from the sign-in page (cookies rejected, so no banner covers the page) and lands on the
 * dashboard in `lang`.
 */
export async function signInToDashboard(
  page: Page,
  baseUrl: string,
  parent: { email: string; password: string },
  lang = 'en-US',
) {
  await page.goto(`${baseUrl}/en-US/signin`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await signIn(page, parent.email, parent.password);
  await page.waitForURL(/\/dashboard$/);
  if (!page.url().endsWith(`/${lang}/dashboard`)) await page.goto(`${baseUrl}/${lang}/dashboard`);
}

/** Fills and submits the sign-in form of the page it is on. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A child of the parent's own, as the add-child form would have stored it (no measurements). */
export async function addOwnChild(
  ownerUid: string,
  child: { name: string; birthDate: string; gender: 'male' | 'female' },
) {
  const ref = adminDb().collection('children').doc();
  await ref.set({
    ownerId: ownerUid,
    viewerIds: [ownerUid],
    ...child,
    createdAt: new Date().toISOString(),
  });
  return ref;
}
