import {
  getFirestore,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
  type SetOptions,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import type { CollectionPath, DocumentKind, DocumentPath, DocumentTypes } from '@sprout/core';

/**
 * The one place stored data is taken to be its kind (core's DocumentTypes): the rules and these
 * functions' own writes guarantee the shape, as they did for the casts this replaces.
 */
function asKind<K extends DocumentKind>(data: DocumentData): DocumentTypes[K] {
  return data as DocumentTypes[K];
}

/** Documents pass through unchanged; the converter only types them. Ids stay with the caller. */
class PassThrough<K extends DocumentKind> implements FirestoreDataConverter<
  DocumentTypes[K],
  DocumentTypes[K]
> {
  toFirestore(data: WithFieldValue<DocumentTypes[K]>): WithFieldValue<DocumentTypes[K]>;
  toFirestore(
    data: PartialWithFieldValue<DocumentTypes[K]>,
    options: SetOptions,
  ): PartialWithFieldValue<DocumentTypes[K]>;
  toFirestore(data: PartialWithFieldValue<DocumentTypes[K]>) {
    return data;
  }

  fromFirestore(snapshot: QueryDocumentSnapshot) {
    return asKind<K>(snapshot.data());
  }
}

/** The converter for one kind of document. */
export function converter<K extends DocumentKind>(): FirestoreDataConverter<
  DocumentTypes[K],
  DocumentTypes[K]
> {
  return new PassThrough<K>();
}

/** A document reference typed by its path's kind of document (core's paths). */
export function docRef<K extends DocumentKind>(
  path: DocumentPath<K>,
): DocumentReference<DocumentTypes[K], DocumentTypes[K]> {
  return getFirestore().doc(path).withConverter(converter<K>());
}

/** A collection reference typed by its path's kind of document. */
export function collectionRef<K extends DocumentKind>(
  path: CollectionPath<K>,
): CollectionReference<DocumentTypes[K], DocumentTypes[K]> {
  return getFirestore().collection(path).withConverter(converter<K>());
}

/**
 * A trigger's snapshot, which arrives without a converter, read as its kind: undefined when the
 * document does not exist (before a create, after a delete).
 */
export function triggerData<K extends DocumentKind>(
  snapshot: { data(): DocumentData | undefined } | undefined,
): DocumentTypes[K] | undefined {
  const data = snapshot?.data();
  return data === undefined ? undefined : asKind<K>(data);
}

/** Many documents of one kind in one read (getAll), in the order asked; undefined where missing. */
export async function getAllOf<K extends DocumentKind>(
  paths: ReadonlyArray<DocumentPath<K>>,
): Promise<Array<DocumentTypes[K] | undefined>> {
  if (paths.length === 0) return [];
  const db = getFirestore();
  const snapshots = await db.getAll(...paths.map((path) => db.doc(path)));
  return snapshots.map((snapshot) => {
    const data = snapshot.data();
    return data === undefined ? undefined : asKind<K>(data);
  });
}
