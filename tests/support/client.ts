import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  type User,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { authUrl, firestoreHost, firestorePort, projectId } from './emulators';

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

/**
 * A web-SDK client, as the browser app uses it, signed up as a fresh user. The address is
 * verified (as after opening the link; the rules and functions refuse writes from unverified
 * accounts) and the ID token refreshed to say so, unless `verified` is false.
 */
export async function signedUpClient(
  email: string,
  { password = 'correct-horse-1', verified = true }: { password?: string; verified?: boolean } = {},
) {
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
  if (verified) await verifyEmail(user);
  const call = <Req, Res>(name: string, data: Req) =>
    httpsCallable<Req, Res>(functions, name)(data).then((r) => r.data);
  return { app, auth, db, user, call, close: () => deleteApp(app) };
}

/**
 * Marks the user's address verified on the Auth emulator (its admin credential, `Bearer owner`)
 * and refreshes their ID token, which then carries `email_verified: true`.
 */
export async function verifyEmail(user: User) {
  const res = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid, emailVerified: true }),
    },
  );
  if (!res.ok) throw new Error(`Could not verify ${user.email}: ${await res.text()}`);
  await user.reload();
  await user.getIdToken(true);
}
