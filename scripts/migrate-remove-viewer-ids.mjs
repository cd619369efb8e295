#!/usr/bin/env node
// Removes the old `viewerIds` field from every `children/{id}` document. It listed the owner and
// every follower, and every follower could read it; a follower's access is now their
// `subscriptions/{childId}_{uid}` document alone (firestore.rules), so the list only gave the
// followers' ids away. Idempotent: a second run finds nothing to change.
//   npm run migrate:viewer-ids                 remove the field
//   npm run migrate:viewer-ids -- --dry-run    count only, change nothing
// Ids in the old list without a subscription (left behind by an interrupted account deletion)
// are counted: they had no place in the owner's My Shares and keep no access.
// With FIRESTORE_EMULATOR_HOST set it changes the emulator of `demo-sprout`. Otherwise it changes
// a real project with Application Default Credentials (`gcloud auth application-default login` or
// GOOGLE_APPLICATION_CREDENTIALS): name it with --project <id> or GOOGLE_CLOUD_PROJECT.
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore } from 'firebase-admin/firestore';
import { targetProjectId } from './lib/target-project.mjs';

const usage = 'usage: npm run migrate:viewer-ids -- [--project <id>] [--dry-run]';
const { values, positionals } = parseArgs({
  options: {
    project: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: true,
});
const onEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const projectId = targetProjectId(values.project, onEmulator);
if (values.help || positionals.length > 0) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
if (!projectId) {
  console.error(`No project: pass --project <id> (or set FIRESTORE_EMULATOR_HOST).\n${usage}`);
  process.exit(2);
}

const db = getFirestore(initializeApp({ projectId }));
const dryRun = values['dry-run'];
const pageSize = 300;
let scanned = 0;
let changed = 0;
let withoutSubscription = 0;
let last = null;

for (;;) {
  // Pages by id, reading only the two fields needed, so a large collection never loads at once.
  let page = db
    .collection('children')
    .orderBy(FieldPath.documentId())
    .select('ownerId', 'viewerIds');
  if (last) page = page.startAfter(last);
  const snap = await page.limit(pageSize).get();
  if (snap.empty) break;
  last = snap.docs[snap.docs.length - 1];
  scanned += snap.size;
  const batch = db.batch();
  let inBatch = 0;
  for (const child of snap.docs) {
    const viewers = child.get('viewerIds');
    if (viewers === undefined) continue;
    const followers = (Array.isArray(viewers) ? viewers : []).filter(
      (uid) => typeof uid === 'string' && uid !== child.get('ownerId'),
    );
    if (followers.length > 0) {
      const subscriptions = await db.getAll(
        ...followers.map((uid) => db.doc(`subscriptions/${child.id}_${uid}`)),
      );
      withoutSubscription += subscriptions.filter((s) => !s.exists).length;
    }
    changed += 1;
    batch.update(child.ref, { viewerIds: FieldValue.delete() });
    inBatch += 1;
  }
  if (!dryRun && inBatch > 0) await batch.commit();
  if (snap.size < pageSize) break;
}

const where = onEmulator ? `${projectId} (emulator)` : projectId;
console.log(
  `${where}: ${scanned} children read, ${changed} ${dryRun ? 'would lose' : 'lost'} viewerIds` +
    (withoutSubscription > 0
      ? `; ${withoutSubscription} listed follower(s) had no subscription and keep no access`
      : '') +
    '.',
);
