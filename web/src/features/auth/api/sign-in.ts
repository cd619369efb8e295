import { sendEmailVerification, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { AuthError, toAuthError } from './auth-error';

export async function signInWithEmail(email: string, password: string): Promise<void> {
  try {
    const { user } = await signInWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
    if (!user.emailVerified) {
      await signOut(auth);
      throw new AuthError('auth/email-not-verified');
    }
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Sends a fresh verification link; needs the password because unverified accounts stay signed out. */
export async function resendVerification(email: string, password: string, continueUrl: string) {
  try {
    const { user } = await signInWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
    await sendEmailVerification(user, { url: continueUrl });
    await signOut(auth);
  } catch (error) {
    throw toAuthError(error);
  }
}

export async function signOutUser() {
  await signOut(auth);
}
