import type {
  DocumentData,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SetOptions,
  SnapshotOptions,
  WithFieldValue,
} from 'firebase/firestore';
import type { DocumentKind, DocumentTypes, WithId } from '@sprout/core';

/**
 * Documents pass through unchanged; the converter only types them by their kind (core's
 * DocumentTypes), so reads need no cast and writes are checked. The id is not added here: the
 * call site adds it where a screen needs one (`withId`). Type imports only: the Firestore SDK
 * itself still loads on first use (lib/firestore.ts).
 */
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

  fromFirestore(snapshot: QueryDocumentSnapshot<DocumentData>, options?: SnapshotOptions) {
    // The one place a stored document is taken to be its kind: the rules and the functions'
    // writes guarantee the shape, as they did for the casts this replaces.
    return snapshot.data(options) as DocumentTypes[K];
  }
}

/** The converter for one kind of document. */
export function converter<K extends DocumentKind>(): FirestoreDataConverter<
  DocumentTypes[K],
  DocumentTypes[K]
> {
  return new PassThrough<K>();
}

/** A listed document with its id, the id winning over any stored `id` field. */
export function withId<T>(snapshot: { id: string; data(): T }): WithId<T> {
  return { ...snapshot.data(), id: snapshot.id };
}
