import { paths, savedProductRemovalsPerWrite, type SavedProduct } from '@sprout/core';
import { listenLive, loadFirestore } from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';

/**
 * The account's copy of the saved products (`users/{uid}/savedProducts/{productId}`), so they
 * follow the user to other devices. The device keeps its own copy (stores/saved-products-store).
 */

/**
 * The account's list, live. Only server-confirmed snapshots count (lib/firestore's listenLive): the
 * first one is merged with the device's list, and an unconfirmed empty cache must not stand in for it.
 */
export function watchSavedProducts(
  uid: string,
  onData: (items: SavedProduct[]) => void,
  onError: (error: unknown) => void,
): () => void {
  return listenLive(
    ({ collectionRef }) => collectionRef(paths.savedProducts(uid)),
    (snap) => snap.docs.map(withId),
    onData,
    onError,
  );
}

/** Only the fields the rules accept (a product from the server may carry more). */
function storedFields(item: SavedProduct): SavedProduct {
  return {
    id: item.id,
    country: item.country,
    seasons: item.seasons,
    category: item.category,
    subcategory: item.subcategory,
    item: item.item,
    genderType: item.genderType,
    minSize: item.minSize,
    maxSize: item.maxSize,
    usMinSize: item.usMinSize,
    usMaxSize: item.usMaxSize,
    title: item.title,
    ...(item.titles ? { titles: item.titles } : {}),
    imageUrl: item.imageUrl,
    affiliateUrl: item.affiliateUrl,
    priceEur: item.priceEur,
    active: item.active,
    createdAt: item.createdAt,
    savedAt: item.savedAt,
  };
}

/**
 * Each check of a new saved product reads the index once, and the rules allow a write at most 20
 * such reads: the items go in batches of 10, each with its ids added to the index.
 */
const itemsPerBatch = 10;

/**
 * Writes the items, each listed in the user's index of saved products (the rules count it: at most
 * writeCaps.savedProductsPerUser; arrayUnion, so an item saved before counts once).
 */
export async function saveRemote(uid: string, items: SavedProduct[]): Promise<void> {
  if (items.length === 0) return;
  const { db, sdk, docRef } = await loadFirestore();
  const commits: Promise<void>[] = [];
  for (let start = 0; start < items.length; start += itemsPerBatch) {
    const chunk = items.slice(start, start + itemsPerBatch);
    const batch = sdk.writeBatch(db);
    for (const item of chunk)
      batch.set(docRef(paths.savedProduct(uid, item.id)), storedFields(item));
    batch.set(
      docRef(paths.savedProductIndex(uid)),
      { ids: sdk.arrayUnion(...chunk.map((item) => item.id)) },
      { merge: true },
    );
    // Queued together, sent in order (see removeRemote).
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

/**
 * Removes the items in batches of up to savedProductRemovalsPerWrite (the documents and
 * their ids in the index together: the rules let an id leave only with its document), so "Clear
 * all" of a usual list is one write. The batches go out together rather than each after the
 * previous one's answer: all are in Firestore's queue at once, sent whole even if the tab closes a
 * moment later.
 */
export async function removeRemote(uid: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { db, sdk, docRef } = await loadFirestore();
  const commits: Promise<void>[] = [];
  for (let start = 0; start < ids.length; start += savedProductRemovalsPerWrite) {
    const chunk = ids.slice(start, start + savedProductRemovalsPerWrite);
    const batch = sdk.writeBatch(db);
    for (const id of chunk) batch.delete(docRef(paths.savedProduct(uid, id)));
    batch.set(
      docRef(paths.savedProductIndex(uid)),
      { ids: sdk.arrayRemove(...chunk) },
      { merge: true },
    );
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}
