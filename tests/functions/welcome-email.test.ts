import { describe, expect, it } from 'vitest';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { paths, type UserProfile } from '@sprout/core';
import { adminDb, eventually } from '../support/admin';
import { mailTo, waitForMail } from '../support/emulators';
import { verifyEmail } from '../support/client';
import { useClients } from '../support/harness';
import { profileData, uniqueEmail } from '../support/factories';
import { outbox } from '../support/reminders';

const clients = useClients();

/** The user's welcome message once the outbox has sent it. */
const welcomeSent = (uid: string) =>
  eventually(
    () => outbox(`welcome-${uid}`),
    (data) => data?.status === 'sent',
  );

/**
 * A new user who writes their own profile (through the rules), as sign-up does; by default with
 * the address already verified (as a Google sign-up's is).
 */
async function signUpWithProfile(
  label: string,
  language: UserProfile['language'],
  name: string,
  { verified = true }: { verified?: boolean } = {},
) {
  const email = uniqueEmail(label);
  const client = await clients.signedUp(email, { verified });
  await setDoc(
    doc(client.db, paths.user(client.user.uid)),
    profileData({ email, name, locale: 'SE', language }, serverTimestamp()),
  );
  return { email, client };
}

const signInEvent = { eventType: 'sign_in', provider: 'email', success: true };

describe('welcome e-mail (onUserProfileCreated + onMailQueued)', () => {
  it('reaches the SMTP sink once a verified new user writes their profile', async () => {
    const { email, client } = await signUpWithProfile('welcome', 'en-US', 'Robin');

    const message = await waitForMail(email);
    expect(message.subject).toBe('Welcome to Sprout');
    expect(message.text).toContain('Hi Robin,');
    expect(message.html).toContain('/en-US/dashboard');

    const sent = await welcomeSent(client.user.uid);
    expect(sent).toMatchObject({ to: email, template: 'welcome', attempts: 1 });
  });

  it('waits for the address to be verified, then is sent once at the first verified sign-in', async () => {
    const { email, client } = await signUpWithProfile('verify-first', 'en-US', 'Kim', {
      verified: false,
    });
    const uid = client.user.uid;
    // The trigger has run: it marked the welcome as waiting instead of queueing it.
    await eventually(
      async () => (await adminDb().doc(paths.welcomePending(uid)).get()).exists,
      (exists) => exists,
    );
    // Sign-up logs its event while unverified: still nothing.
    await client.call('logAuthEvent', { eventType: 'sign_up', provider: 'email', success: true });
    expect(await outbox(`welcome-${uid}`)).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);

    // The link is opened; the next sign-in (a fresh, verified token) logs its event.
    await verifyEmail(client.user);
    await client.call('logAuthEvent', signInEvent);
    const message = await waitForMail(email);
    expect(message.subject).toBe('Welcome to Sprout');
    expect(message.text).toContain('Hi Kim,');
    expect((await adminDb().doc(paths.welcomePending(uid)).get()).exists).toBe(false);

    // Later sign-ins send nothing more.
    await client.call('logAuthEvent', signInEvent);
    await client.call('logAuthEvent', signInEvent);
    await welcomeSent(uid);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('is not sent to a verified user whose welcome is not waiting (sent before)', async () => {
    const { email, client } = await signUpWithProfile('welcomed', 'en-US', 'Lee');
    await waitForMail(email);
    // The outbox message goes 30 days after it was sent (retention); the sign-ins after that
    // must not welcome again.
    await welcomeSent(client.user.uid);
    await adminDb()
      .doc(paths.mail(`welcome-${client.user.uid}`))
      .delete();
    await client.call('logAuthEvent', signInEvent);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailTo(email)).toHaveLength(1);
    expect(await outbox(`welcome-${client.user.uid}`)).toBeUndefined();
  });

  it('writes in the language the user chose', async () => {
    const { email } = await signUpWithProfile('svenska', 'sv', 'Alva');

    const message = await waitForMail(email);
    expect(message.subject).not.toBe('Welcome to Sprout');
    expect(message.subject).toContain('Sprout');
    expect(message.text).toContain('Alva');
  });

  it('never sends an outbox message that is already handled', async () => {
    /** An outbox message (mail/{id}) as queueMail writes it, in the state of `status`. */
    const queue = (id: string, to: string, status: 'sent' | 'pending', subject: string) =>
      adminDb()
        .doc(paths.mail(`${id}-${Date.now()}`))
        .create({
          to,
          template: status === 'sent' ? 'welcome' : 'test',
          subject,
          text: subject.toLowerCase(),
          html: `<p>${subject.toLowerCase()}</p>`,
          status,
          attempts: status === 'sent' ? 1 : 0,
          createdAt: new Date().toISOString(),
        });
    const email = uniqueEmail('handled');
    await queue('already-sent', email, 'sent', 'Should not arrive');
    // A pending message queued after it proves the sender ran in between.
    const marker = uniqueEmail('marker');
    await queue('marker', marker, 'pending', 'Marker');
    await waitForMail(marker);
    // Triggers run in order of writes in the emulator; a grace period covers a slow first one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailTo(email)).toEqual([]);
  });
});
