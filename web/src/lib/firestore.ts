import type { Firestore } from 'firebase/firestore';
import type * as FirestoreSdk from 'firebase/firestore';
import { env } from '../config/env';
import { firebaseApp } from './firebase';

let firestore: Promise<{ db: Firestore; sdk: typeof FirestoreSdk }> | undefined;

/**
 * Firestore is the largest part of the Firebase SDK (about 125 KB gzip), so it
 * loads on first use rather than with the landing page.
 */
export function loadFirestore() {
  firestore ??= import('firebase/firestore').then((sdk) => {
    const db = sdk.getFirestore(firebaseApp);
    if (env.useEmulators) sdk.connectFirestoreEmulator(db, env.emulatorHost, 8080);
    return { db, sdk };
  });
  return firestore;
}
