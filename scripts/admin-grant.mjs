#!/usr/bin/env node
// Makes an existing user an admin, or no longer one (DESIGN.md: the `admin` custom claim plus an
// `admins/{uid}` document; the admin functions check both).
//   npm run admin:grant -- someone@example.com              grant
//   npm run admin:grant -- --revoke someone@example.com     revoke: claim, document, second factor,
//                                                           open admin sessions
//   npm run admin:grant -- --reset-totp someone@example.com forget the second factor (lost phone)
// With FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set (`npm start` prints them; the
// emulators listen on 127.0.0.1:8080 and :9099) it changes the emulators of `demo-sprout`.
// Otherwise it changes a real project with Application Default Credentials
// (`gcloud auth application-default login` or GOOGLE_APPLICATION_CREDENTIALS): name it with
// --project <id> or GOOGLE_CLOUD_PROJECT.
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { targetProjectId } from './lib/target-project.mjs';

const usage = 'usage: npm run admin:grant -- [--project <id>] [--revoke | --reset-totp] <email>';
const { values, positionals } = parseArgs({
  options: {
    project: { type: 'string' },
    revoke: { type: 'boolean', default: false },
    'reset-totp': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: true,
});
const email = positionals[0]?.trim().toLowerCase();
const onEmulators = Boolean(
  process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST,
);
const projectId = targetProjectId(values.project, onEmulators);
if (values.help || !email || positionals.length > 1 || (values.revoke && values['reset-totp'])) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
if (
  !onEmulators &&
  (process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST)
) {
  console.error('Set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, or neither.');
  process.exit(2);
}
if (!projectId) {
  console.error(`No project: pass --project <id> (or set the emulator hosts).\n${usage}`);
  process.exit(2);
}

const app = initializeApp({ projectId });
const auth = getAuth(app);
const db = getFirestore(app);

let user;
try {
  user = await auth.getUserByEmail(email);
} catch (error) {
  if (error?.code === 'auth/user-not-found') {
    console.error(`No user with the e-mail ${email} in ${projectId}: they sign up first.`);
    process.exit(1);
  }
  throw error;
}

const adminDoc = db.doc(`admins/${user.uid}`);
const where = onEmulators ? `${projectId} (emulators)` : projectId;

if (values['reset-totp']) {
  await db.doc(`admins/${user.uid}/private/totp`).delete();
  console.log(`${user.email}: second factor removed in ${where}; they enrol again after login.`);
  process.exit(0);
}

const claims = { ...(user.customClaims ?? {}) };
if (values.revoke) {
  delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  // The document, its TOTP secret, and every open admin session: the endpoints refuse at once.
  await db.recursiveDelete(adminDoc);
  const sessions = await db.collection('adminSessions').where('adminId', '==', user.uid).get();
  await Promise.all(sessions.docs.map((doc) => doc.ref.delete()));
  console.log(`${user.email} (${user.uid}) is no longer an admin in ${where}.`);
} else {
  claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  await adminDoc.set({ email: user.email, createdAt: new Date().toISOString() }, { merge: true });
  console.log(`${user.email} (${user.uid}) is now an admin in ${where}.`);
  console.log('The claim reaches them at their next sign-in (or token refresh, within an hour).');
  const allowlist = (await db.doc('adminConfig/ipAllowlist').get()).get('ips');
  console.log(
    `Admin calls are accepted from: ${Array.isArray(allowlist) && allowlist.length ? allowlist.join(', ') : 'nowhere yet'} (npm run admin:allowlist).`,
  );
}
