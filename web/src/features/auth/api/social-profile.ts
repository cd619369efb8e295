import type { WithFieldValue } from 'firebase/firestore';
import { languages, paths, type RouteLanguage, type UserProfile } from '@sprout/core';
import { loadAuth } from '../../../lib/firebase-loader';
import { loadFirestore, noteFailure, serverAnswer } from '../../../lib/firestore';
import { withRetry } from '../../../lib/retry';
import { logAuthEvent } from './log-auth-event';
import { toAuthError } from './auth-error';
import {
  clearPending,
  pendingKey,
  readSocialSignUp,
  type PendingSocialUser,
} from './pending-social-user';
import { signOutRequested } from '../../../lib/session-hint';

/**
 * Fails after the server's timeout rather than waiting offline forever (the write may still
 * arrive). The acceptance and creation are dated by the server's clock (the rules require it).
 */
async function createProfile(language: RouteLanguage) {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Not signed in');
  const { sdk, docRef } = await loadFirestore();
  const now = sdk.serverTimestamp();
  const profile: WithFieldValue<UserProfile> = {
    email: user.email.toLowerCase(),
    name: user.displayName ?? user.email.split('@')[0] ?? '',
    locale: languages[language].market,
    language,
    measurementSystem: languages[language].market === 'US' ? 'imperial' : 'metric',
    emailReminders: true,
    birthdayReminders: true,
    termsAcceptedAt: now,
    createdAt: now,
  };
  try {
    await serverAnswer(sdk.setDoc(docRef(paths.user(user.uid)), profile));
  } catch (error) {
    // The spec's internal message, for the console; the page shows its own ('Failed to accept terms').
    console.error('Failed to ensure user profile', error);
    throw error;
  }
}

export type SocialOutcome = 'signed-in' | 'needs-terms';

/**
 * After Google: an existing profile means a returning user; otherwise the terms decide: accepted
 * on the sign-up page → the profile is created now, else the user goes to terms-acceptance.
 */
export async function completeSocialSignIn(): Promise<SocialOutcome> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Not signed in');
  // A quick "unavailable" (the SDK still connecting) is not a failed sign-in: try again (spec 9).
  const existing = await withRetry(async () => {
    const { sdk, docRef } = await loadFirestore();
    try {
      return await sdk.getDoc(docRef(paths.user(user.uid)));
    } catch (error) {
      noteFailure(error);
      throw error;
    }
  });
  if (existing.exists()) {
    clearPending();
    await logAuthEvent({ eventType: 'sign_in', provider: 'google', success: true });
    return 'signed-in';
  }
  const signUp = readSocialSignUp();
  if (signUp) {
    await createProfile(signUp.language);
    clearPending();
    await logAuthEvent({ eventType: 'sign_up', provider: 'google', success: true });
    return 'signed-in';
  }
  const pending: PendingSocialUser = {
    uid: user.uid,
    email: user.email,
    name: user.displayName ?? '',
  };
  localStorage.setItem(pendingKey, JSON.stringify(pending));
  return 'needs-terms';
}

/**
 * Terms-acceptance "Next": the profile, with the acceptance, and the welcome e-mail (server). A
 * retry writes the same profile again; if a late first write has arrived, the rules let it move
 * the acceptance only to the server's now.
 */
export async function acceptTerms(language: RouteLanguage): Promise<void> {
  await createProfile(language);
  clearPending();
  await logAuthEvent({ eventType: 'sign_up', provider: 'google', success: true });
}

/** Terms-acceptance "Cancel", and any failed callback: no half-signed-in state stays behind. */
export async function abandonSocialSignIn(): Promise<void> {
  clearPending();
  const { auth, sdk: authSdk } = await loadAuth();
  signOutRequested();
  await authSdk.signOut(auth);
}

export type VerificationOutcome = 'verified' | 'used' | 'failed';

/**
 * Applies an e-mail verification link's code (when the action URL points at Sprout). A code
 * Firebase refuses was used already or has expired; anything else (offline) may work later.
 */
export async function verifyEmailCode(oobCode: string): Promise<VerificationOutcome> {
  try {
    const { auth, sdk: authSdk } = await loadAuth();
    await authSdk.applyActionCode(auth, oobCode);
    return 'verified';
  } catch (error) {
    return toAuthError(error).code === 'auth/reset-link-expired' ? 'used' : 'failed';
  }
}

/** Resolves once Firebase has restored the session of this tab (or found none). */
export async function currentUserReady(): Promise<boolean> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser !== null;
}
