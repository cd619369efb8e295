#!/usr/bin/env node
// The addresses admins may call the admin functions from (`adminConfig/ipAllowlist`, read by
// every admin endpoint; without the document nobody gets in).
//   npm run admin:allowlist                        list
//   npm run admin:allowlist -- --add 203.0.113.7   add an exact IPv4 or IPv6 address
//   npm run admin:allowlist -- --remove 203.0.113.7
// Emulators or a real project exactly as admin:grant (scripts/admin-grant.mjs).
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { targetProjectId } from './lib/target-project.mjs';

const usage = 'usage: npm run admin:allowlist -- [--project <id>] [--add <ip> | --remove <ip>]';
const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    add: { type: 'string' },
    remove: { type: 'string' },
  },
});
const onEmulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const projectId = targetProjectId(values.project, onEmulators);
const address = (values.add ?? values.remove)?.trim().toLowerCase();
if (!projectId || (values.add && values.remove) || (address !== undefined && !isIP(address))) {
  console.error(usage);
  process.exit(2);
}

const ref = getFirestore(initializeApp({ projectId })).doc('adminConfig/ipAllowlist');
if (values.add) await ref.set({ ips: FieldValue.arrayUnion(address) }, { merge: true });
if (values.remove) await ref.set({ ips: FieldValue.arrayRemove(address) }, { merge: true });
const ips = (await ref.get()).get('ips');
console.log(
  `Admin calls in ${projectId}${onEmulators ? ' (emulators)' : ''} are accepted from: ${
    Array.isArray(ips) && ips.length ? ips.join(', ') : 'nowhere'
  }`,
);
