import { loadAuth } from '../../../lib/firebase-loader';
import { AuthError, toAuthError } from './auth-error';
import { logAuthEvent } from './log-auth-event';
import { verificationContinueUrl, writeEmailsIn } from './email-verification';

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const address = email.trim().toLowerCase();
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    const { user } = await authSdk.signInWithEmailAndPassword(auth, address, password);
    if (!user.emailVerified) {
      await authSdk.signOut(auth);
      throw new AuthError('auth/email-not-verified');
    }
    await logAuthEvent({ eventType: 'sign_in', provider: 'email', success: true });
  } catch (error) {
    const authError = toAuthError(error);
    void logAuthEvent({
      eventType: 'sign_in',
      provider: 'email',
      success: false,
      email: address,
      errorMessage: authError.code,
    });
    throw authError;
  }
}

/**
 * Google sign-in in a popup. The popup helper is passed here rather than at initialisation, so
 * pages without Google sign-in never load Google's script.
 */
export async function signInWithGoogle(): Promise<void> {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    const provider = new authSdk.GoogleAuthProvider();
    // Spec 7: offline access and a consent prompt on every Google sign-in.
    provider.setCustomParameters({ access_type: 'offline', prompt: 'consent' });
    await authSdk.signInWithPopup(auth, provider, authSdk.browserPopupRedirectResolver);
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Sends a fresh verification link; needs the password because unverified accounts stay signed out. */
export async function resendVerification(email: string, password: string) {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    const { user } = await authSdk.signInWithEmailAndPassword(
      auth,
      email.trim().toLowerCase(),
      password,
    );
    writeEmailsIn(auth);
    await authSdk.sendEmailVerification(user, { url: verificationContinueUrl() });
    await authSdk.signOut(auth);
  } catch (error) {
    throw toAuthError(error);
  }
}
