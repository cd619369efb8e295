import {
  paths,
  type MarketCode,
  type MeasurementSystem,
  type RouteLanguage,
  type UserProfile,
} from '@sprout/core';
import { loadAuth } from '../../../lib/firebase-loader';
import { signOutRequested } from '../../../lib/session-hint';
import { loadFirestore, serverAnswer } from '../../../lib/firestore';
import { queuedWrite, type WriteOutcome } from '../../../lib/outbox';
import { callFunction, CallableError } from '../../../lib/functions';
import { withServerTimeout } from '../../../lib/server-answer';
import { withRetry } from '../../../lib/retry';
import { track } from '../../../lib/analytics';
import { usePreferencesStore } from '../../../stores/preferences-store';

/**
 * The profile as the server has it (never a cached copy: the reminder switches must not show a
 * state the server may not hold); fails when offline or after the server's timeout. A quick
 * "unavailable" (the SDK still reconnecting) is tried again as the spec's retry wrapper says.
 */
export async function getProfile(uid: string): Promise<UserProfile | null> {
  return withRetry(async () => {
    const { sdk, docRef } = await loadFirestore();
    const snapshot = await serverAnswer(sdk.getDocFromServer(docRef(paths.user(uid))));
    return snapshot.exists() ? snapshot.data() : null;
  });
}

export type ProfileSettings = {
  language?: RouteLanguage;
  locale?: MarketCode;
  measurementSystem?: MeasurementSystem;
};

/**
 * Saves the user's own settings (the rules allow exactly these fields). A write Firestore cannot
 * deliver yet stays in its queue and lands once the connection returns, so it is never reported
 * as failed (issue 29): it is queued like a measurement ('queued', marked "Waiting to sync"), and
 * only the server's refusal fails it, at once or later in the sync failures.
 */
export async function saveProfileSettings(
  uid: string,
  changes: ProfileSettings,
): Promise<WriteOutcome> {
  const { sdk, docRef } = await loadFirestore();
  const outcome = await queuedWrite(() => sdk.updateDoc(docRef(paths.user(uid)), changes), {
    path: paths.user(uid),
    uid,
    kind: 'settings',
    childName: '',
    settings: changes,
  });
  if (changes.measurementSystem) {
    usePreferencesStore.getState().setMeasurementSystem(changes.measurementSystem);
  }
  if (changes.locale) usePreferencesStore.getState().setProfileCountry(changes.locale);
  track('settings_change', { fields: Object.keys(changes).join(',') });
  return outcome;
}

export type ReminderType = 'season' | 'birthday';

/** Reminder switches are server-only fields: the function confirms, then the switch flips. */
export async function setReminder(type: ReminderType, enabled: boolean): Promise<boolean> {
  const result = await withServerTimeout(
    callFunction<{ type: ReminderType; enabled: boolean }, { enabled: boolean }>('setReminders', {
      type,
      enabled,
    }),
  );
  track('settings_change', { fields: `${type}Reminders` });
  return result.enabled;
}

/**
 * Deletes every document of the user and the account (server), then signs out here. Anything but
 * `{ deleted: true }` is a failure: the account is still there, so the user stays signed in.
 */
export async function deleteAccount(): Promise<void> {
  const result = await callFunction<object, { deleted?: unknown } | null>('deleteAccount', {});
  if (result?.deleted !== true) {
    throw new CallableError('api/server-error', 'Failed to delete account');
  }
  const { auth, sdk: authSdk } = await loadAuth();
  signOutRequested();
  await authSdk.signOut(auth).catch(() => undefined);
}
