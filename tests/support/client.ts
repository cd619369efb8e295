import { afterEach } from 'vitest';
import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { paths, type UserProfile } from '@sprout/core';
import { adminDb } from './admin';
import { authUrl, firestoreHost, firestorePort, projectId } from './emulators';
import { profileData, uniqueEmail } from './factories';

let counter = 0;

/** The region every Sprout function runs in (functions/src/config.ts). */
export const functionsRegion = 'europe-west1';

/** A web-SDK client that is not signed in, for calling functions anonymously. */
export function anonymousClient() {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `anonymous-${++counter}`);
  const functions = getFunctions(app, functionsRegion);
  connectFunctionsEmulator(functions, '127.0.0.1', 5001);
  const call = <Req, Res>(name: string, data: Req) =>
    httpsCallable<Req, Res>(functions, name)(data).then((r) => r.data);
  return { call, close: () => deleteApp(app) };
}

/** A web-SDK client, as the browser app uses it, signed up as a fresh user. */
export async function signedUpClient(email: string, password = 'correct-horse-1') {
  const app: FirebaseApp = initializeApp(
    { apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` },
    `client-${++counter}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, authUrl, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, firestoreHost, firestorePort);
  const functions = getFunctions(app, functionsRegion);
  connectFunctionsEmulator(functions, '127.0.0.1', 5001);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  const call = <Req, Res>(name: string, data: Req) =>
    httpsCallable<Req, Res>(functions, name)(data).then((r) => r.data);
  return { app, auth, db, user, call, close: () => deleteApp(app) };
}

export type SignedUpClient = Awaited<ReturnType<typeof signedUpClient>>;
/** Anything that can call a function: an anonymous or a signed-up client. */
export type Caller = Pick<SignedUpClient, 'call'>;

/**
 * The function suites' clients: every client made here is closed after each test. `newUser` is a
 * fresh sign-up (unique address) with the profile that sign-up would have written, or none.
 */
export function useClients() {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  function anonymous() {
    const client = anonymousClient();
    closers.push(client.close);
    return client;
  }

  async function signedUp(email: string) {
    const client = await signedUpClient(email);
    closers.push(client.close);
    return client;
  }

  /** A signed-up client; unless `profile` is null, also its profile (named `label`). */
  async function newUser(label: string, profile: Partial<UserProfile> | null = {}) {
    const client = await signedUp(uniqueEmail(label));
    if (profile !== null) {
      await adminDb()
        .doc(paths.user(client.user.uid))
        .set(profileData({ email: client.user.email ?? '', name: label, ...profile }));
    }
    return client;
  }

  return { anonymous, signedUp, newUser };
}

/** The error a call failed with (a FirebaseError with the function's details), or a failure. */
export async function callError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error as FirebaseError & { details?: unknown };
    throw error;
  }
  throw new Error('The call succeeded but should have failed');
}
