import type { WithFieldValue } from 'firebase/firestore';
import { languages, paths, type SignUpInput, type UserProfile } from '@sprout/core';
import { loadAuth } from '../../../lib/firebase-loader';
import { loadFirestore, serverAnswer } from '../../../lib/firestore';
import { toAuthError } from './auth-error';
import { verificationContinueUrl } from './email-verification';
import { logAuthEvent } from './log-auth-event';

/**
 * Creates the account and its profile, sends the verification e-mail and
 * signs out again: an e-mail account signs in only once verified.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    const { user } = await authSdk.createUserWithEmailAndPassword(
      auth,
      input.email,
      input.password,
    );
    await authSdk.updateProfile(user, { displayName: input.name });
    const { sdk, docRef } = await loadFirestore();
    // The server's clock dates the acceptance (the rules require it).
    const now = sdk.serverTimestamp();
    const profile: WithFieldValue<UserProfile> = {
      email: input.email,
      name: input.name,
      locale: languages[input.language].market,
      language: input.language,
      measurementSystem: languages[input.language].market === 'US' ? 'imperial' : 'metric',
      emailReminders: true,
      birthdayReminders: true,
      termsAcceptedAt: now,
      createdAt: now,
    };
    // Bounded: with Firestore unreachable the form says 'Failed to sign up' instead of spinning.
    await serverAnswer(sdk.setDoc(docRef(paths.user(user.uid)), profile));
    await authSdk.sendEmailVerification(user, { url: verificationContinueUrl() });
    // Logged while still signed in: the server records a successful event only for its caller.
    await logAuthEvent({ eventType: 'sign_up', provider: 'email', success: true });
    await authSdk.signOut(auth);
  } catch (error) {
    throw toAuthError(error);
  }
}
