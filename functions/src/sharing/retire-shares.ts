import { getFirestore, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { paths, type ShareData } from '@sprout/core';
import { docRef } from '../lib/firestore';

/** Links per batch: a batch holds 500 writes, two per link. */
const linksPerBatch = 250;

/**
 * Ends share links because their child is gone (the child deleted, or the owner's account): each
 * link document goes, and a tombstone under the same token takes its place until the link would
 * have expired, so whoever opens an old link reads 'No Data Available' rather than 'Invalid Share
 * Link' (spec). The tombstone keeps no ids; a Firestore TTL policy on `deleteAt`
 * (firestore.indexes.json) removes it after the expiry. A link the owner deletes leaves none: that
 * link is withdrawn, and its visitors see 'Invalid Share Link'.
 */
export async function retireShares(
  shares: QueryDocumentSnapshot<ShareData, ShareData>[],
  now: Date = new Date(),
) {
  const db = getFirestore();
  for (let i = 0; i < shares.length; i += linksPerBatch) {
    // Tombstone and deletion in one batch: a link never goes without its tombstone.
    const batch = db.batch();
    for (const share of shares.slice(i, i + linksPerBatch)) {
      const { expiresAt }: Partial<ShareData> = share.data();
      // A link without a readable expiry (never written by createShare) goes without a tombstone:
      // a deletion must not fail on one malformed document.
      const deleteAt = new Date(expiresAt ?? Number.NaN);
      if (expiresAt !== undefined && !Number.isNaN(deleteAt.getTime())) {
        batch.set(docRef(paths.shareTombstone(share.id)), {
          expiresAt,
          retiredAt: now.toISOString(),
          deleteAt: Timestamp.fromDate(deleteAt),
        });
      }
      batch.delete(share.ref);
    }
    await batch.commit();
  }
}
