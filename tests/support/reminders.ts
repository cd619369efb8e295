import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import {
  paths,
  type ChildData,
  type MailData,
  type PredictionData,
  type UserProfile,
} from '@sprout/core';
import { adminAuth, storedDoc } from './admin';
import { projectId } from './emulators';
import { childData, profileData, uniqueEmail } from './factories';

/**
 * The reminder suites run the job modules in this process (functions/src), as the schedule and
 * Send Now do. Those modules use the default Admin app, which this makes (the tests' own
 * helpers keep their named app), and the functions' emulator-only settings: the unsubscribe
 * links' key from functions/.secret.local and the app's address from functions/.env.local.
 */
export function useFunctionsInProcess() {
  const root = new URL('../../functions/', import.meta.url);
  for (const file of ['.secret.local', '.env.local']) {
    for (const line of readFileSync(new URL(file, root), 'utf8').split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (match?.[1] && match[2] !== undefined) process.env[match[1]] ??= match[2];
    }
  }
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId });
}

/** The SMTP sink and sender, for deliverMail and sweepOutbox run from a test. */
export const sinkTransport = {
  smtpUrl: 'smtp://127.0.0.1:2525',
  from: 'Sprout <hello@sprout.localhost>',
};

/** The appUrl the jobs are given in tests (the emulator's .env.local value). */
export const testAppUrl = 'http://127.0.0.1:5173';

/**
 * A parent as the reminders see one: an Auth account (verified unless told otherwise, or
 * deleted afterwards) and a profile. Returns the uid and the address.
 */
export async function reminderParent(
  label: string,
  profile: Partial<UserProfile> = {},
  account: { verified?: boolean; deleted?: boolean; email?: string } = {},
) {
  const email = account.email ?? uniqueEmail(label);
  const user = await adminAuth().createUser({
    email,
    password: 'correct-horse-1',
    emailVerified: account.verified ?? true,
  });
  await storedDoc(paths.user(user.uid)).set(profileData({ email, name: label, ...profile }));
  if (account.deleted) await adminAuth().deleteUser(user.uid);
  return { uid: user.uid, email };
}

let childSerial = 0;

/** A child of `ownerId` (written as the app would), with an id of its own. */
export async function reminderChild(ownerId: string, fields: Partial<ChildData> = {}) {
  const childId = `rem-child-${Date.now()}-${++childSerial}-${Math.floor(Math.random() * 1e6)}`;
  await storedDoc(paths.child(childId)).set(childData(ownerId, fields));
  return childId;
}

/** A stored forecast point (as onMeasurementWritten writes them) with the sizes a test names. */
export async function storePrediction(
  childId: string,
  point: { season: PredictionData['season']; year: number; date: string } & Partial<PredictionData>,
  sizes: { clothingSize: number; shoeSize: number; height: number; footLength: number },
) {
  const data: PredictionData = {
    step: 1,
    ageMonths: 60,
    confidence: 0.9,
    accuracy: 'high',
    generatedAt: new Date().toISOString(),
    ...point,
    height: { value: sizes.height, low: sizes.height - 2, high: sizes.height + 2 },
    footLength: {
      value: sizes.footLength,
      low: sizes.footLength - 0.5,
      high: sizes.footLength + 0.5,
      estimated: false,
    },
    clothingSize: sizes.clothingSize,
    catalogueClothingSize: sizes.clothingSize,
    shoeSize: sizes.shoeSize,
  };
  await storedDoc(paths.prediction(childId, `${point.season}-${point.year}`)).set(data);
}

/** An outbox document, or undefined. */
export async function outbox(mailId: string): Promise<MailData | undefined> {
  return (await storedDoc(paths.mail(mailId)).get()).data();
}
