import type { User } from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase-loader';

export type SignInMethod = 'password' | 'google';

/**
 * The server takes a deletion only within five minutes of a sign-in; asking a little earlier
 * spares the parent a refused call at the edge.
 */
const recentSignInMs = 4.5 * 60_000;

async function currentUser(): Promise<User> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user;
}

/** How the user signs in, and whether that sign-in is recent enough to delete the account. */
export async function signInState(now: Date = new Date()) {
  const user = await currentUser();
  const { authTime } = await user.getIdTokenResult();
  const method: SignInMethod = user.providerData.some((p) => p.providerId === 'password')
    ? 'password'
    : 'google';
  return { method, recent: now.getTime() - Date.parse(authTime) <= recentSignInMs };
}

/** Signs in again with the password; the fresh ID token carries the new sign-in time. */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const user = await currentUser();
  const { sdk: authSdk } = await loadAuth();
  const credential = authSdk.EmailAuthProvider.credential(user.email ?? '', password);
  await authSdk.reauthenticateWithCredential(user, credential);
}

/** Signs in again through Google's popup. */
export async function reauthenticateWithGoogle(): Promise<void> {
  const { sdk: authSdk } = await loadAuth();
  await authSdk.reauthenticateWithPopup(
    await currentUser(),
    new authSdk.GoogleAuthProvider(),
    authSdk.browserPopupRedirectResolver,
  );
}
