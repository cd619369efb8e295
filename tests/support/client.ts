import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { authUrl, firestoreHost, firestorePort, projectId } from './emulators';

let counter = 0;

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
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  return { app, auth, db, user, close: () => deleteApp(app) };
}
