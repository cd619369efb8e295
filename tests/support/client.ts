import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
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
