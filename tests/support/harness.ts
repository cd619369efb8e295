import { afterEach } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { paths, type UserProfile } from '@sprout/core';
import { adminDb } from './admin';
import { anonymousClient, signedUpClient } from './client';
import { profileData, uniqueEmail } from './factories';

// The function suites' harness, apart from client.ts because it needs vitest (the benchmarks
// use client.ts outside it).

export type SignedUpClient = Awaited<ReturnType<typeof signedUpClient>>;
/** Anything that can call a function: an anonymous or a signed-up client. */
export type Caller = Pick<SignedUpClient, 'call'>;

/**
 * The function suites' clients: every client made here is closed after each test. `newUser` is a
 * fresh sign-up (unique address) with the profile that sign-up would have written, or none.
 */
export function useClients() {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  function anonymous() {
    const client = anonymousClient();
    closers.push(client.close);
    return client;
  }

  /** A fresh sign-up with a verified address, or, with `verified: false`, one not verified yet. */
  async function signedUp(email: string, { verified = true }: { verified?: boolean } = {}) {
    const client = await signedUpClient(email, { verified });
    closers.push(client.close);
    return client;
  }

  /**
   * A signed-up client; unless `profile` is null, also its profile (named `label`). Its reminders
   * are off unless the profile turns them on: the reminder jobs scan every parent in the shared
   * emulator and the Functions emulator sends their e-mails one after another, so a thousand
   * harness users with reminders on queued minutes of mail ahead of every later trigger.
   */
  async function newUser(
    label: string,
    profile: Partial<UserProfile> | null = {},
    { verified = true }: { verified?: boolean } = {},
  ) {
    const client = await signedUp(uniqueEmail(label), { verified });
    if (profile !== null) {
      await adminDb()
        .doc(paths.user(client.user.uid))
        .set(
          profileData({
            email: client.user.email ?? '',
            name: label,
            emailReminders: false,
            birthdayReminders: false,
            ...profile,
          }),
        );
    }
    return client;
  }

  return { anonymous, signedUp, newUser };
}

/** The error a call failed with (a FirebaseError with the function's details), or a failure. */
export async function callError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error as FirebaseError & { details?: unknown };
    throw error;
  }
  throw new Error('The call succeeded but should have failed');
}
