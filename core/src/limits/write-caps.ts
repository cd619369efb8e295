/**
 * How many documents one account may keep, enforced by firestore.rules (which repeat these numbers:
 * the rules tests import them, so the two cannot drift apart). Far above what a family uses, low
 * enough that a script cannot fill the database through one account.
 */
export const writeCaps = {
  childrenPerAccount: 20,
  measurementsPerChild: 2000,
  savedProductsPerUser: 500,
} as const;

/**
 * Saved products one write may remove from the index, each with its document (firestore.rules
 * savedProductsGone: the rules may read 20 documents in a batch, so ten leave room). "Clear all"
 * removes up to this many in one batch.
 */
export const savedProductRemovalsPerWrite = 10;

export type WriteCap = keyof typeof writeCaps;

/**
 * An id index (`users/{uid}/indexes/children`, `users/{uid}/indexes/savedProducts`,
 * `children/{childId}/indexes/measurements`): the ids of the documents the rules count. Every
 * create must list its id here in the same write (arrayUnion, so a retried write counts once);
 * an id may leave the index only in the write that deletes its document, one at a time.
 */
export type IdIndexData = { ids: string[] };

/** The highest saved price the rules accept, in EUR (no child's jacket costs more). */
export const savedProductMaxPriceEur = 100_000;
