import type { Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { collections, paths, type ChildData, type UserProfile } from '@sprout/core';
import { adminAuth, adminDb, eventually } from './admin';
import { oobCodesFor } from './emulators';
import { childData, profileData, uniqueEmail } from './factories';

/**
 * A verified e-mail account with a profile, as an earlier sign-up would have left it. Its
 * reminders are off unless `profile` turns them on, as the harness's users' (harness.ts): every
 * Send Now and reminder job scans all parents in the shared emulator, and each e-mail it queues
 * waits its turn in the Functions emulator's one-at-a-time trigger queue, ahead of every later
 * trigger of the run.
 */
export async function existingParent(
  label: string,
  profile: Partial<UserProfile> = {},
  password = 'Sprout-parent-1',
) {
  const email = uniqueEmail(label);
  const user = await adminAuth().createUser({
    email,
    password,
    emailVerified: true,
    displayName: label,
  });
  await adminDb()
    .doc(paths.user(user.uid))
    .set(
      profileData({
        email,
        name: label,
        emailReminders: false,
        birthdayReminders: false,
        ...profile,
      }),
    );
  return { uid: user.uid, email, password };
}

/**
 * Signs in from the English sign-in page, answering the cookie banner first (Reject unless
 * `consent` says otherwise, so no banner covers the page), and lands on the dashboard in `lang`.
 */
export async function signInToDashboard(
  page: Page,
  baseUrl: string,
  parent: { email: string; password: string },
  {
    lang = 'en-US',
    signInLang = 'en-US',
    consent = 'Reject',
  }: { lang?: string; signInLang?: string; consent?: 'Accept' | 'Reject' } = {},
) {
  await page.goto(`${baseUrl}/${signInLang}/signin`);
  await page.getByRole('button', { name: consent }).click();
  await signIn(page, parent.email, parent.password);
  if (signInLang === lang) {
    // Signed in where the profile's language is: the app itself lands on that dashboard.
    await page.waitForURL(`${baseUrl}/${lang}/dashboard`);
    return;
  }
  await page.waitForURL(/\/dashboard$/);
  if (!page.url().endsWith(`/${lang}/dashboard`)) await page.goto(`${baseUrl}/${lang}/dashboard`);
}

/** Fills and submits the sign-in form of the page it is on. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The e-mail verification link the Auth emulator holds for `email` (sign-up sends it). */
export async function emailVerification(email: string) {
  const [verification] = (await oobCodesFor(email)).filter(
    (code) => code.requestType === 'VERIFY_EMAIL',
  );
  if (!verification) throw new Error(`No verification link was sent to ${email}`);
  return verification;
}

/**
 * Waits until the new profile of `email`'s account marks its welcome e-mail as waiting for the
 * address to be verified (the profile trigger has run and queued nothing).
 */
export async function welcomeWaiting(email: string) {
  const { uid } = await adminAuth().getUserByEmail(email);
  await eventually(
    async () => (await adminDb().doc(paths.welcomePending(uid)).get()).exists,
    (exists) => exists,
  );
}

/**
 * Asks for a reset link from the forgot-password page the browser is on, and returns the link's
 * code as the Auth emulator holds it.
 */
export async function requestPasswordReset(page: Page, email: string) {
  // The page itself first: reached from sign-in, the address changes before React has drawn it,
  // and the sign-in form's own Email field would take the address (seen at 4x CPU throttle).
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const [reset] = (await oobCodesFor(email)).filter((c) => c.requestType === 'PASSWORD_RESET');
  if (!reset) throw new Error('No reset link was sent');
  return reset.oobCode;
}

/**
 * A child of the parent's own, as the add-child form would have stored it (no measurements), listed
 * in the owner's index of children as the form lists it.
 */
export async function addOwnChild(
  ownerUid: string,
  child: Pick<ChildData, 'name' | 'birthDate' | 'gender'> & Partial<ChildData>,
) {
  const ref = adminDb().collection(collections.children).doc();
  const batch = adminDb().batch();
  batch.set(ref, childData(ownerUid, child));
  batch.set(
    adminDb().doc(paths.childIndex(ownerUid)),
    { ids: FieldValue.arrayUnion(ref.id) },
    { merge: true },
  );
  await batch.commit();
  return ref;
}
