import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { paths } from '@sprout/core';
import { profileData } from '../support/factories';
import {
  absent,
  documentRequest,
  expectAllowed,
  expectFieldVerdict,
  itForEveryRole,
  seededAt,
  uids,
  useRulesEnvironment,
  verdict,
  type FieldCase,
  type Operation,
  type Role,
} from '../support/rules';

/** The profile as sign-up writes it: acceptance and creation dated by the server's clock. */
const profile = (email = 'owner@sprout.test') =>
  profileData({ email, name: 'Olivia Owner', locale: 'SE', language: 'sv' }, serverTimestamp());

/** The profile as stored (seeded with the rules off): the server's times, fixed. */
const storedProfile = () =>
  profileData(
    { email: 'owner@sprout.test', name: 'Olivia Owner', locale: 'SE', language: 'sv' },
    Timestamp.fromDate(new Date(seededAt)),
  );

/** users/{owner}: only the owner reads it, creates it and edits their own fields. */
const allowed: Record<Operation, Role[]> = {
  get: ['owner'],
  list: [],
  create: ['owner'],
  update: ['owner'],
  delete: [],
};

const rules = useRulesEnvironment();

const seedOwnerProfile = (data: object = storedProfile()) =>
  rules.withoutRules((db) => setDoc(doc(db, paths.user(uids.owner)), data));

/** The owner's own profile: created in its place, listed as the whole collection. */
const attempt = (role: Role, operation: Operation) =>
  documentRequest(rules.db(role), operation, paths.user(uids.owner), {
    create: profile(),
    createPath: paths.user(uids.owner),
    update: { name: 'Renamed' },
  });

describe('users/{uid}', () => {
  itForEveryRole(allowed, async (role, operation, expected) => {
    if (operation !== 'create') await seedOwnerProfile();
    await expectAllowed(expected, attempt(role, operation));
  });
});

describe('users/{uid} shapes', () => {
  const ownerRef = () => doc(rules.db('owner'), paths.user(uids.owner));

  it('rejects a profile with fields the client may not set', async () => {
    await assertFails(setDoc(ownerRef(), { ...profile(), isAdmin: true }));
  });

  it('rejects a profile whose e-mail is not the signed-in address', async () => {
    await assertFails(setDoc(ownerRef(), profile('someone-else@sprout.test')));
  });

  it('rejects reminders switched off at creation (the server flips them)', async () => {
    await assertFails(setDoc(ownerRef(), { ...profile(), emailReminders: false }));
  });

  it('rejects an unknown market, language or unit system', async () => {
    await assertFails(setDoc(ownerRef(), { ...profile(), locale: 'XX' }));
    await assertFails(setDoc(ownerRef(), { ...profile(), language: 'xx' }));
    await assertFails(setDoc(ownerRef(), { ...profile(), measurementSystem: 'furlongs' }));
  });

  it('rejects an empty name', async () => {
    await assertFails(setDoc(ownerRef(), { ...profile(), name: '' }));
  });

  it('lets the owner change language, market and units but not reminders or dates', async () => {
    await seedOwnerProfile();
    await assertSucceeds(
      updateDoc(ownerRef(), { language: 'en-US', locale: 'US', measurementSystem: 'imperial' }),
    );
    await assertFails(updateDoc(ownerRef(), { emailReminders: false }));
    await assertFails(updateDoc(ownerRef(), { createdAt: '2020-01-01T00:00:00.000Z' }));
    await assertFails(updateDoc(ownerRef(), { email: 'new@sprout.test' }));
  });
});

/** Every field of a new profile: each case changes one field of the profile sign-up writes. */
const profileCases: FieldCase[] = [
  ['a name of 80 characters', { name: 'x'.repeat(80) }, true],
  ['a name of 81 characters', { name: 'x'.repeat(81) }, false],
  ['a name of spaces only', { name: '   ' }, false],
  ['a name that is no string', { name: ['Olivia'] }, false],
  ['an e-mail that is no string', { email: 42 }, false],
  ['reminders that are no booleans', { birthdayReminders: 'yes' }, false],
  ['no termsAcceptedAt', { termsAcceptedAt: absent }, false],
  ['termsAcceptedAt as an ISO string', { termsAcceptedAt: new Date().toISOString() }, false],
  [
    'termsAcceptedAt as a client Timestamp of a minute ago',
    { termsAcceptedAt: Timestamp.fromMillis(Date.now() - 60_000) },
    false,
  ],
  ['createdAt as an ISO string', { createdAt: new Date().toISOString() }, false],
  [
    'createdAt as a client Timestamp of a year ago',
    { createdAt: Timestamp.fromMillis(Date.now() - 365 * 86_400_000) },
    false,
  ],
  ['no createdAt', { createdAt: absent }, false],
];

describe('users/{uid}: every field of a new profile is checked', () => {
  for (const [label, patch, expected] of profileCases) {
    it(`a profile with ${label} ${verdict(expected)}`, async () => {
      // One profile per account: the second write of a refused case is its first success.
      await expectFieldVerdict(
        (data) => setDoc(doc(rules.db('owner'), paths.user(uids.owner)), data),
        profile(),
        patch,
        expected,
      );
    });
  }

  it('stores the server’s time of the write as termsAcceptedAt and createdAt', async () => {
    const before = Date.now();
    await assertSucceeds(setDoc(doc(rules.db('owner'), paths.user(uids.owner)), profile()));
    let stored: Record<string, unknown> = {};
    await rules.withoutRules(async (db) => {
      stored = (await getDoc(doc(db, paths.user(uids.owner)))).data() ?? {};
    });
    const { termsAcceptedAt, createdAt } = stored;
    expect(termsAcceptedAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThan(before - 60_000);
  });
});

describe('users/{uid}: the stored times stay the server’s', () => {
  const ownerRef = () => doc(rules.db('owner'), paths.user(uids.owner));

  it('a retried sign-up (the first write arrived) may restamp them with the server’s now', async () => {
    await seedOwnerProfile();
    await assertSucceeds(setDoc(ownerRef(), profile()));
  });

  it('no update may set them to a time of the client’s choosing', async () => {
    await seedOwnerProfile();
    const past = Timestamp.fromMillis(Date.now() - 86_400_000);
    await assertFails(updateDoc(ownerRef(), { termsAcceptedAt: past }));
    await assertFails(updateDoc(ownerRef(), { createdAt: past, termsAcceptedAt: past }));
    await assertFails(
      updateDoc(ownerRef(), { termsAcceptedAt: serverTimestamp(), createdAt: past }),
    );
    await assertSucceeds(
      updateDoc(ownerRef(), { termsAcceptedAt: serverTimestamp(), createdAt: serverTimestamp() }),
    );
  });

  it('a profile from before server times (ISO strings) can still change its settings', async () => {
    await seedOwnerProfile({
      ...storedProfile(),
      termsAcceptedAt: seededAt,
      createdAt: seededAt,
    });
    await assertSucceeds(updateDoc(ownerRef(), { name: 'Olivia O.' }));
    await assertFails(updateDoc(ownerRef(), { name: 'x'.repeat(81) }));
  });
});
