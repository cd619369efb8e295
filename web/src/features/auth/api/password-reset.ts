import { writeEmailsIn } from './email-verification';
import { loadAuth } from '../../../lib/firebase-loader';
import { AuthError, toAuthError } from './auth-error';

/**
 * Sends the reset e-mail. Whether the address has an account is not revealed: an unknown address
 * looks the same as a known one to the person asking.
 */
export async function requestPasswordReset(email: string, continueUrl: string): Promise<void> {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    writeEmailsIn(auth);
    await authSdk.sendPasswordResetEmail(auth, email.trim().toLowerCase(), { url: continueUrl });
  } catch (error) {
    const authError = toAuthError(error);
    if (authError.code === 'auth/invalid-credentials') return;
    throw authError;
  }
}

/**
 * A code Firebase refuses (used, expired, or its account gone) is an expired link for the parent;
 * anything else (network, rate limit, unknown) keeps its own code.
 */
function toResetError(error: unknown): AuthError {
  const authError = toAuthError(error);
  return authError.code === 'auth/invalid-credentials'
    ? new AuthError('auth/reset-link-expired')
    : authError;
}

/** Checks the link's code; returns the account's e-mail address. */
export async function verifyResetCode(oobCode: string): Promise<string> {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    return await authSdk.verifyPasswordResetCode(auth, oobCode);
  } catch (error) {
    throw toResetError(error);
  }
}

export async function confirmNewPassword(oobCode: string, password: string): Promise<void> {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    await authSdk.confirmPasswordReset(auth, oobCode, password);
  } catch (error) {
    throw toResetError(error);
  }
}
