import { randomUUID } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { paths } from '@sprout/core';
import { projectId } from './emulators';
import { shareData } from './factories';

/** An Admin SDK app for tests, under its own name; emulators:exec set the emulator hosts. */
export function adminApp(): App {
  return getApps().find((app) => app.name === 'tests') ?? initializeApp({ projectId }, 'tests');
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

/** A share link written directly, as createShare would have stored it (or time left it). */
export async function storeShare(fields: Parameters<typeof shareData>[0]) {
  const token = randomUUID();
  await adminDb().doc(paths.share(token)).set(shareData(fields));
  return token;
}

/** Polls until `read` returns something that passes `check`, or fails after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() > deadline)
      throw new Error(`Condition not met in ${timeoutMs} ms: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}
