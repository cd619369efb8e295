import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '../config/env';

export const firebaseApp = initializeApp({
  apiKey: env.apiKey,
  authDomain: env.authDomain,
  projectId: env.projectId,
  ...(env.appId ? { appId: env.appId } : {}),
});

/**
 * initializeAuth rather than getAuth: getAuth loads Google's popup helper
 * script on every page, which we only need where Google sign-in runs.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:9099`, { disableWarnings: true });
}
