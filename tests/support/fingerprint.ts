import { createHash } from 'node:crypto';
import { collections } from '@sprout/core';
import { adminDb } from './admin';

/**
 * What the whole Firestore database holds, as one hash per document path (content only, not
 * update times): every collection group core names, the admins' `private` subcollection, and any
 * root collection that appears later. `excluded` collections are left out.
 */
export async function databaseFingerprint(excluded: readonly string[] = []) {
  const db = adminDb();
  const roots = (await db.listCollections()).map((collection) => collection.id);
  const names = new Set([...Object.values(collections), 'private', ...roots]);
  for (const name of excluded) names.delete(name);
  const hashes = new Map<string, string>();
  await Promise.all(
    [...names].map(async (name) => {
      const snap = await db.collectionGroup(name).get();
      for (const doc of snap.docs) {
        hashes.set(
          doc.ref.path,
          createHash('sha256').update(JSON.stringify(doc.data())).digest('base64'),
        );
      }
    }),
  );
  return hashes;
}

export type Fingerprint = Awaited<ReturnType<typeof databaseFingerprint>>;

/** The paths created, changed or deleted between two fingerprints, sorted. */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  const changed = new Set<string>();
  for (const [path, hash] of after) if (before.get(path) !== hash) changed.add(path);
  for (const path of before.keys()) if (!after.has(path)) changed.add(path);
  return [...changed].sort();
}

/**
 * A fingerprint once the database has stopped changing (two readings 500 ms apart agree), so
 * the work of triggers started earlier (a welcome e-mail being sent) is not taken for a write.
 */
export async function settledFingerprint(excluded: readonly string[] = [], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last = await databaseFingerprint(excluded);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await databaseFingerprint(excluded);
    if (fingerprintChanges(last, next).length === 0 || Date.now() > deadline) return next;
    last = next;
  }
}
