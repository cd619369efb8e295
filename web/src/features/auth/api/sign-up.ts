import type { User } from 'firebase/auth';
import type { WithFieldValue } from 'firebase/firestore';
import { languages, paths, type SignUpInput, type UserProfile } from '@sprout/core';
import { loadAuth } from '../../../lib/firebase-loader';
import { loadFirestore, serverAnswer } from '../../../lib/firestore';
import { signUpRetryPolicy, withRetry } from '../../../lib/retry';
import { AuthError, toAuthError } from './auth-error';
import { verificationContinueUrl, writeEmailsIn } from './email-verification';
import { logAuthEvent } from './log-auth-event';

type AuthSdk = Awaited<ReturnType<typeof loadAuth>>['sdk'];

/** The profile every new e-mail account starts with (the rules check each field). */
function newProfile(input: SignUpInput, now: unknown): WithFieldValue<UserProfile> {
  const market = languages[input.language].market;
  return {
    email: input.email,
    name: input.name,
    locale: market,
    language: input.language,
    measurementSystem: market === 'US' ? 'imperial' : 'metric',
    emailReminders: true,
    birthdayReminders: true,
    // The server's clock dates the acceptance (the rules require it).
    termsAcceptedAt: now as UserProfile['termsAcceptedAt'],
    createdAt: now as UserProfile['createdAt'],
  };
}

/**
 * An account whose profile could not be written is of no use (the app needs the profile): it is
 * removed again, so the address can sign up later. If even that fails, it is signed out; signing
 * up again then finds the address in use, and signing in works once verified.
 */
async function removeUnfinished(
  authSdk: AuthSdk,
  auth: Parameters<AuthSdk['signOut']>[0],
  user: User,
) {
  try {
    await authSdk.deleteUser(user);
  } catch {
    await authSdk.signOut(auth).catch(() => undefined);
  }
}

/**
 * Creates the account and its profile, sends the verification e-mail and signs out again: an
 * e-mail account signs in only once verified. The account and the profile are each tried up to 5
 * times while the server cannot be reached (spec 9); a profile that still cannot be written takes
 * the new account with it, and the form says the account could not be created.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    const { user } = await withRetry(
      () => authSdk.createUserWithEmailAndPassword(auth, input.email, input.password),
      signUpRetryPolicy,
    );
    try {
      await authSdk.updateProfile(user, { displayName: input.name });
      const { sdk, docRef } = await loadFirestore();
      const profile = newProfile(input, sdk.serverTimestamp());
      // Bounded: with Firestore unreachable the form answers instead of spinning.
      await withRetry(
        () => serverAnswer(sdk.setDoc(docRef(paths.user(user.uid)), profile)),
        signUpRetryPolicy,
      );
    } catch (error) {
      // The spec's internal message, for the console; the form shows 'Unable to create account…'.
      console.error('Failed to ensure user profile', error);
      await removeUnfinished(authSdk, auth, user);
      throw new AuthError('auth/signup-unavailable');
    }
    writeEmailsIn(auth, input.language);
    await authSdk.sendEmailVerification(user, { url: verificationContinueUrl() });
    // Logged while still signed in: the server records a successful event only for its caller.
    await logAuthEvent({ eventType: 'sign_up', provider: 'email', success: true });
    await authSdk.signOut(auth);
  } catch (error) {
    throw toAuthError(error);
  }
}
