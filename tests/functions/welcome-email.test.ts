import { afterEach, describe, expect, it } from 'vitest';
import { doc, setDoc } from 'firebase/firestore';
import { paths, type UserProfile } from '@sprout/core';
import { adminDb, eventually } from '../support/admin';
import { mailTo, waitForMail } from '../support/emulators';
import { signedUpClient } from '../support/client';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function newProfile(email: string, language: UserProfile['language'], name: string): UserProfile {
  const now = new Date().toISOString();
  return {
    email,
    name,
    locale: 'SE',
    language,
    measurementSystem: 'metric',
    emailReminders: true,
    birthdayReminders: true,
    termsAcceptedAt: now,
    createdAt: now,
  };
}

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sprout.test`;

describe('welcome e-mail (onUserProfileCreated + onMailQueued)', () => {
  it('reaches the SMTP sink once a new user writes their profile', async () => {
    const email = unique('welcome');
    const client = await signedUpClient(email);
    closers.push(client.close);

    await setDoc(doc(client.db, paths.user(client.user.uid)), newProfile(email, 'en-US', 'Robin'));

    const message = await waitForMail(email);
    expect(message.subject).toBe('Welcome to Sprout');
    expect(message.text).toContain('Hi Robin,');
    expect(message.html).toContain('/en-US/dashboard');

    const outbox = await eventually(
      async () =>
        (
          await adminDb()
            .doc(paths.mail(`welcome-${client.user.uid}`))
            .get()
        ).data(),
      (data) => data?.status === 'sent',
    );
    expect(outbox).toMatchObject({ to: email, template: 'welcome', attempts: 1 });
  });

  it('writes in the language the user chose', async () => {
    const email = unique('svenska');
    const client = await signedUpClient(email);
    closers.push(client.close);

    await setDoc(doc(client.db, paths.user(client.user.uid)), newProfile(email, 'sv', 'Alva'));

    const message = await waitForMail(email);
    expect(message.subject).not.toBe('Welcome to Sprout');
    expect(message.subject).toContain('Sprout');
    expect(message.text).toContain('Alva');
  });

  it('never sends an outbox message that is already handled', async () => {
    const email = unique('handled');
    await adminDb()
      .doc(paths.mail(`already-sent-${Date.now()}`))
      .create({
        to: email,
        template: 'welcome',
        subject: 'Should not arrive',
        text: 'x',
        html: '<p>x</p>',
        status: 'sent',
        attempts: 1,
        createdAt: new Date().toISOString(),
      });
    // A pending message queued after it proves the sender ran in between.
    const marker = unique('marker');
    await adminDb()
      .doc(paths.mail(`marker-${Date.now()}`))
      .create({
        to: marker,
        template: 'test',
        subject: 'Marker',
        text: 'marker',
        html: '<p>marker</p>',
        status: 'pending',
        attempts: 0,
        createdAt: new Date().toISOString(),
      });
    await waitForMail(marker);
    // Triggers run in order of writes in the emulator; a grace period covers a slow first one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailTo(email)).toEqual([]);
  });
});
