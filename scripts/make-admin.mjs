#!/usr/bin/env node
// Makes an existing user an admin: the `admin` custom claim plus an `admins/{uid}` document.
//   node scripts/make-admin.mjs --project <project-id> <email>
// Against a real project it uses Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS
// or `gcloud auth application-default login`); with FIREBASE_AUTH_EMULATOR_HOST and
// FIRESTORE_EMULATOR_HOST set it changes the emulators instead.
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const { values, positionals } = parseArgs({
  options: { project: { type: 'string' }, revoke: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const email = positionals[0];
if (!values.project || !email) {
  console.error('usage: node scripts/make-admin.mjs --project <project-id> [--revoke] <email>');
  process.exit(2);
}

const app = initializeApp({ projectId: values.project });
const user = await getAuth(app).getUserByEmail(email.toLowerCase());
const claims = { ...(user.customClaims ?? {}) };
if (values.revoke) {
  delete claims.admin;
  await getFirestore(app).doc(`admins/${user.uid}`).delete();
} else {
  claims.admin = true;
  await getFirestore(app)
    .doc(`admins/${user.uid}`)
    .set({ email: user.email, createdAt: new Date().toISOString() });
}
await getAuth(app).setCustomUserClaims(user.uid, claims);
console.log(`${user.email} (${user.uid}) is ${values.revoke ? 'no longer' : 'now'} an admin.`);
console.log('They get the new rights at their next sign-in (or token refresh, within an hour).');
