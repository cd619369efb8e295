import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type User,
} from 'firebase/auth';
import { auth } from '../../../lib/firebase';

export type SignInMethod = 'password' | 'google';

/**
 * The server takes a deletion only within five minutes of a sign-in; asking a little earlier
 * spares the parent a refused call at the edge.
 */
const recentSignInMs = 4.5 * 60_000;

function currentUser(): User {
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user;
}

/** How the user signs in, and whether that sign-in is recent enough to delete the account. */
export async function signInState(now: Date = new Date()) {
  const user = currentUser();
  const { authTime } = await user.getIdTokenResult();
  const method: SignInMethod = user.providerData.some((p) => p.providerId === 'password')
    ? 'password'
    : 'google';
  return { method, recent: now.getTime() - Date.parse(authTime) <= recentSignInMs };
}

/** Signs in again with the password; the fresh ID token carries the new sign-in time. */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const user = currentUser();
  const credential = EmailAuthProvider.credential(user.email ?? '', password);
  await reauthenticateWithCredential(user, credential);
}

/** Signs in again through Google's popup. */
export async function reauthenticateWithGoogle(): Promise<void> {
  await reauthenticateWithPopup(
    currentUser(),
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
}
