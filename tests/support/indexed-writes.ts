import {
  arrayUnion,
  collection,
  doc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { collections, paths } from '@sprout/core';

/**
 * New children and measurements as a client writes them under the rules (as the web's api modules
 * do): the document and its id in the index that the rules count (core's writeCaps), one batch.
 * `data` is any document body, valid or not, so that the rules suites can try bad ones too.
 */
export function indexedCreate(
  db: Firestore,
  target: { path: string; index: string; id: string },
  data: DocumentData,
) {
  const batch = writeBatch(db);
  batch.set(doc(db, target.path), data);
  batch.set(doc(db, target.index), { ids: arrayUnion(target.id) }, { merge: true });
  return batch.commit();
}

/** A new child of `ownerId` (a fresh id unless given); resolves to its id. */
export async function createChild(
  db: Firestore,
  ownerId: string,
  data: DocumentData,
  id = doc(collection(db, collections.children)).id,
): Promise<string> {
  await indexedCreate(db, { path: paths.child(id), index: paths.childIndex(ownerId), id }, data);
  return id;
}

/** A new measurement of `childId` (a fresh id unless given); resolves to its id. */
export async function createMeasurement(
  db: Firestore,
  childId: string,
  data: DocumentData,
  id = doc(collection(db, paths.measurements(childId))).id,
): Promise<string> {
  await indexedCreate(
    db,
    { path: paths.measurement(childId, id), index: paths.measurementIndex(childId), id },
    data,
  );
  return id;
}

/** A new saved product of `uid`, under the product's id. */
export function createSavedProduct(
  db: Firestore,
  uid: string,
  data: DocumentData & { id: string },
  id: string = data.id,
) {
  return indexedCreate(
    db,
    { path: paths.savedProduct(uid, id), index: paths.savedProductIndex(uid), id },
    data,
  );
}
