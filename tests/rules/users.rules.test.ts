import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { paths, type UserProfile } from '@sprout/core';
import { contextFor, createRulesEnvironment, roles, uids, type Role } from './setup';

const profile = (email = 'owner@sprout.test'): UserProfile => ({
  email,
  name: 'Olivia Owner',
  locale: 'SE',
  language: 'sv',
  measurementSystem: 'metric',
  emailReminders: true,
  birthdayReminders: true,
  termsAcceptedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
});

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

/** users/{owner}: only the owner reads it, creates it and edits their own fields. */
const allowed: Record<Operation, Role[]> = {
  get: ['owner'],
  list: [],
  create: ['owner'],
  update: ['owner'],
  delete: [],
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

async function seedOwnerProfile() {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), paths.user(uids.owner)), profile());
  });
}

function attempt(role: Role, operation: Operation): Promise<unknown> {
  const db = contextFor(env, role).firestore();
  const ref = doc(db, paths.user(uids.owner));
  switch (operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(collection(db, 'users'));
    case 'create':
      return setDoc(ref, profile());
    case 'update':
      return updateDoc(ref, { name: 'Renamed' });
    case 'delete':
      return deleteDoc(ref);
  }
}

describe('users/{uid}', () => {
  for (const operation of Object.keys(allowed) as Operation[]) {
    for (const role of roles) {
      const expected = allowed[operation].includes(role);
      it(`${operation} by ${role} is ${expected ? 'allowed' : 'denied'}`, async () => {
        if (operation !== 'create') await seedOwnerProfile();
        const result = attempt(role, operation);
        await (expected ? assertSucceeds(result) : assertFails(result));
      });
    }
  }
});

describe('users/{uid} shapes', () => {
  const ownerDb = () => contextFor(env, 'owner').firestore();
  const ownerRef = () => doc(ownerDb(), paths.user(uids.owner));

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
