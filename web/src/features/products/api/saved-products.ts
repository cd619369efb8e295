import { paths, type SavedProduct } from '@sprout/core';
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
    imageUrl: item.imageUrl,
    affiliateUrl: item.affiliateUrl,
    priceEur: item.priceEur,
    active: item.active,
    createdAt: item.createdAt,
    savedAt: item.savedAt,
  };
}

export async function saveRemote(uid: string, items: SavedProduct[]): Promise<void> {
  if (items.length === 0) return;
  const { db, sdk, docRef } = await loadFirestore();
  const batch = sdk.writeBatch(db);
  for (const item of items) batch.set(docRef(paths.savedProduct(uid, item.id)), storedFields(item));
  await batch.commit();
}

export async function removeRemote(uid: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { db, sdk, docRef } = await loadFirestore();
  const batch = sdk.writeBatch(db);
  for (const id of ids) batch.delete(docRef(paths.savedProduct(uid, id)));
  await batch.commit();
}
