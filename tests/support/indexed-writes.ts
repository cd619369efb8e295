import {
  arrayUnion,
  collection,
  doc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { collections, paths } from '@sprout/core';
import type { RulesDb } from './rules';

/** A client's Firestore: the web SDK's, or a rules-test context's (the same SDK underneath). */
type ClientDb = Firestore | RulesDb;

/**
 * New children and measurements as a client writes them under the rules (as the web's api modules
 * do): the document and its id in the index that the rules count (core's writeCaps), one batch.
 * `data` is any document body, valid or not, so that the rules suites can try bad ones too.
 */
export function indexedCreate(
  client: ClientDb,
  target: { path: string; index: string; id: string },
  data: DocumentData,
) {
  const db = client as Firestore;
  const batch = writeBatch(db);
  batch.set(doc(db, target.path), data);
  batch.set(doc(db, target.index), { ids: arrayUnion(target.id) }, { merge: true });
  return batch.commit();
}

/** A new child of `ownerId` (a fresh id unless given); resolves to its id. */
export async function createChild(
  db: ClientDb,
  ownerId: string,
  data: DocumentData,
  id = doc(collection(db as Firestore, collections.children)).id,
): Promise<string> {
  await indexedCreate(db, { path: paths.child(id), index: paths.childIndex(ownerId), id }, data);
  return id;
}

/** A new measurement of `childId` (a fresh id unless given); resolves to its id. */
export async function createMeasurement(
  db: ClientDb,
  childId: string,
  data: DocumentData,
  id = doc(collection(db as Firestore, paths.measurements(childId))).id,
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
  db: ClientDb,
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
