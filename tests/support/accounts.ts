import type { Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { collections, paths, type ChildData, type UserProfile } from '@sprout/core';
import { adminAuth, adminDb, eventually } from './admin';
import { authUrl, oobCodesFor } from './emulators';
import { storeSession, type StoredUser } from './google';
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
 * Opens the dashboard in `lang` signed in as `parent`, the cookie banner answered (Reject unless
 * `consent` says otherwise, so no banner covers the page). The session is made as the sign-in
 * form makes it (the Auth emulator checks the password) and stored where the web SDK keeps it, so
 * a journey about something else does not pay for the sign-in page each time: the sign-in form
 * itself is driven by the journeys about signing in (auth-flows, accounts, first-journey,
 * failures: `signIn`).
 */
export async function signInToDashboard(
  page: Page,
  baseUrl: string,
  parent: { email: string; password: string },
  { lang = 'en-US', consent = 'Reject' }: { lang?: string; consent?: 'Accept' | 'Reject' } = {},
) {
  const user = await passwordSession(parent.email, parent.password);
  // A file of the app's origin that is not the app: the storage is the origin's.
  await page.goto(`${baseUrl}/robots.txt`);
  await storeSession(page, user);
  await page.evaluate(
    ({ answer, name }) => {
      localStorage.setItem('cookie-consent', answer);
      // What the app remembers of a session on this device (web/src/lib/session-hint.ts).
      localStorage.setItem('sprout.signedIn', '1');
      localStorage.setItem('sprout.signedInName', name);
    },
    { answer: consent === 'Accept' ? 'accepted' : 'rejected', name: String(user.displayName) },
  );
  await page.goto(`${baseUrl}/${lang}/dashboard`);
}

/**
 * A signed-in user as the web SDK stores it, from the Auth emulator's password sign-in (its REST
 * API, which the SDK's signInWithEmailAndPassword calls) and its account lookup.
 */
async function passwordSession(email: string, password: string): Promise<StoredUser> {
  const call = async <T>(method: string, body: object): Promise<T> => {
    const res = await fetch(
      `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    const answer = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} failed: ${JSON.stringify(answer)}`);
    return answer;
  };
  const signedIn = await call<{
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  }>('signInWithPassword', { email, password, returnSecureToken: true });
  const {
    users: [account],
  } = await call<{
    users: {
      emailVerified?: boolean;
      displayName?: string;
      createdAt?: string;
      lastLoginAt?: string;
    }[];
  }>('lookup', { idToken: signedIn.idToken });
  const now = Date.now();
  return {
    uid: signedIn.localId,
    email,
    emailVerified: account?.emailVerified ?? false,
    displayName: account?.displayName ?? null,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: email,
        displayName: account?.displayName ?? null,
        email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: signedIn.refreshToken,
      accessToken: signedIn.idToken,
      expirationTime: now + Number(signedIn.expiresIn) * 1000,
    },
    createdAt: account?.createdAt ?? String(now),
    lastLoginAt: account?.lastLoginAt ?? String(now),
    apiKey: 'demo-api-key',
    appName: '[DEFAULT]',
  };
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
