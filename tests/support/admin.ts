import { randomUUID } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { paths, type CollectionPath, type DocumentKind, type DocumentPath } from '@sprout/core';
import { converter } from '../../functions/src/lib/firestore';
import { projectId } from './emulators';
import { shareData } from './factories';

/** An Admin SDK app for tests, under its own name; emulators:exec set the emulator hosts. */
export function adminApp(): App {
  return getApps().find((app) => app.name === 'tests') ?? initializeApp({ projectId }, 'tests');
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

/** A document through the Admin SDK, typed by its path's kind with the functions' own converter. */
export const storedDoc = <K extends DocumentKind>(path: DocumentPath<K>) =>
  adminDb().doc(path).withConverter(converter<K>());

/** A collection through the Admin SDK, typed by its path's kind (for queries and counts). */
export const storedCollection = <K extends DocumentKind>(path: CollectionPath<K>) =>
  adminDb().collection(path).withConverter(converter<K>());

/** A share link written directly, as createShare would have stored it (or time left it). */
export async function storeShare(fields: Parameters<typeof shareData>[0]) {
  const token = randomUUID();
  await adminDb().doc(paths.share(token)).set(shareData(fields));
  return token;
}

/**
 * The uids of the people following a child, in the order they subscribed: the subscriptions the
 * rules read (the child document names no followers).
 */
export async function followersOf(childId: string): Promise<string[]> {
  const subscriptions = await storedCollection(paths.subscriptions)
    .where('childId', '==', childId)
    .get();
  return subscriptions.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((subscription) => subscription.subscriberId);
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
