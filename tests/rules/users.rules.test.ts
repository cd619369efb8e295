import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { paths } from '@sprout/core';
import { profileData } from '../support/factories';
import {
  documentRequest,
  expectAllowed,
  itForEveryRole,
  seededAt,
  uids,
  useRulesEnvironment,
  type Operation,
  type Role,
} from '../support/rules';

const profile = (email = 'owner@sprout.test') =>
  profileData({
    email,
    name: 'Olivia Owner',
    locale: 'SE',
    language: 'sv',
    termsAcceptedAt: seededAt,
    createdAt: seededAt,
  });

/** users/{owner}: only the owner reads it, creates it and edits their own fields. */
const allowed: Record<Operation, Role[]> = {
  get: ['owner'],
  list: [],
  create: ['owner'],
  update: ['owner'],
  delete: [],
};

const rules = useRulesEnvironment();

const seedOwnerProfile = () =>
  rules.withoutRules((db) => setDoc(doc(db, paths.user(uids.owner)), profile()));

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
