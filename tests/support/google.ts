import type { Page } from 'playwright-core';
import { authUrl } from './emulators';

/**
 * Google sign-in as far as this offline machine allows. The web SDK's popup and redirect helpers
 * load https://apis.google.com/js/api.js before they open the Auth emulator's account picker, and
 * that host is unreachable here, so the picker itself cannot run. This does what the picker would
 * have done: it signs in a Google identity at the Auth emulator (its documented fake-id-token
 * path) and stores the session where the SDK keeps it, then the test continues at
 * /auth/callback, exactly where the app goes after the popup. Everything from there on is the
 * app's own code.
 */
export async function signInWithGoogleIdentity(
  page: Page,
  identity: { email: string; name: string },
) {
  const idToken = JSON.stringify({
    sub: `google-${identity.email}`,
    email: identity.email,
    email_verified: true,
    name: identity.name,
  });
  const res = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await res.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
    email: string;
    displayName?: string;
  };
  if (!res.ok) throw new Error(`signInWithIdp failed: ${JSON.stringify(body)}`);
  const now = Date.now();
  const user = {
    uid: body.localId,
    email: body.email,
    emailVerified: true,
    displayName: identity.name,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'google.com',
        uid: `google-${identity.email}`,
        displayName: identity.name,
        email: identity.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: body.refreshToken,
      accessToken: body.idToken,
      expirationTime: now + Number(body.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: 'demo-api-key',
    appName: '[DEFAULT]',
  };
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          tx.objectStore('firebaseLocalStorage').put({
            fbase_key: 'firebase:authUser:demo-api-key:[DEFAULT]',
            value,
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    user,
  );
  return body.localId;
}
