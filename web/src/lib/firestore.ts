import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
} from 'firebase/firestore';
import type * as FirestoreSdk from 'firebase/firestore';
import type { CollectionPath, DocumentKind, DocumentPath, DocumentTypes } from '@sprout/core';
import { env } from '../config/env';
import { firebaseApp } from './firebase';
import { converter } from './firestore-converter';
import {
  listenConfirmed,
  ServerTimeoutError,
  withServerTimeout,
  type SnapshotLike,
} from './server-answer';

type Loaded = {
  db: Firestore;
  sdk: typeof FirestoreSdk;
  /** A document reference typed by its path's kind of document (core's paths and DocumentTypes). */
  docRef: <K extends DocumentKind>(
    path: DocumentPath<K>,
  ) => DocumentReference<DocumentTypes[K], DocumentTypes[K]>;
  /** A collection reference typed by its path's kind of document. */
  collectionRef: <K extends DocumentKind>(
    path: CollectionPath<K>,
  ) => CollectionReference<DocumentTypes[K], DocumentTypes[K]>;
};

let firestore: Promise<Loaded> | undefined;
/** Set when the server did not answer: the next use of Firestore starts a fresh connection. */
let unanswered = false;
let reconnecting: Promise<void> | undefined;

/**
 * Firestore is the largest part of the Firebase SDK (about 125 KB gzip), so it
 * loads on first use rather than with the landing page.
 */
export async function loadFirestore(): Promise<Loaded> {
  firestore ??= import('firebase/firestore').then((sdk) => {
    const db = sdk.getFirestore(firebaseApp);
    if (env.useEmulators) sdk.connectFirestoreEmulator(db, env.emulatorHost, 8080);
    const loaded: Loaded = {
      db,
      sdk,
      docRef: <K extends DocumentKind>(path: DocumentPath<K>) =>
        sdk.doc(db, path).withConverter(converter<K>()),
      collectionRef: <K extends DocumentKind>(path: CollectionPath<K>) =>
        sdk.collection(db, path).withConverter(converter<K>()),
    };
    return loaded;
  });
  const loaded = await firestore;
  // After failures the SDK waits up to a minute between attempts and answers "offline" meanwhile,
  // so whatever comes next (usually a Retry press) would fail before the SDK even tries again.
  if (unanswered) {
    unanswered = false;
    reconnecting = loaded.sdk
      .disableNetwork(loaded.db)
      .then(() => loaded.sdk.enableNetwork(loaded.db));
  }
  await reconnecting;
  return loaded;
}

/** A timeout, or Firestore's own "offline" answer: the connection, not the request, failed. */
function noteFailure(error: unknown) {
  if (error instanceof ServerTimeoutError || (error as { code?: unknown }).code === 'unavailable')
    unanswered = true;
}

/**
 * A write or one-off read, bounded by the server's timeout: an offline write never settles (it
 * waits in the SDK's queue, and may still arrive later), so the UI must stop waiting for it.
 */
export async function serverAnswer<T>(work: Promise<T>): Promise<T> {
  try {
    return await withServerTimeout(work);
  } catch (error) {
    noteFailure(error);
    throw error;
  }
}

export type Unsubscribe = () => void;

/**
 * A live query, data only once the server has confirmed it (lib/server-answer.ts), failing after
 * the server's timeout. The unsubscribe comes back at once, although Firestore loads lazily: a
 * component that leaves before the SDK arrives detaches nothing and starts nothing.
 */
export function listenLive<D extends DocumentData, T>(
  query: (firestore: Loaded) => Query<D, D>,
  map: (snapshot: QuerySnapshot<D, D>) => T,
  onData: (data: T) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenWhenLoaded(
    (firestore, next, error) =>
      firestore.sdk.onSnapshot(query(firestore), { includeMetadataChanges: true }, next, error),
    map,
    onData,
    onError,
  );
}

/** One live document, under the same rule as listenLive (confirmed data only, the timeout). */
export function listenLiveDocument<D extends DocumentData, T>(
  ref: (firestore: Loaded) => DocumentReference<D, D>,
  map: (snapshot: DocumentSnapshot<D, D>) => T,
  onData: (data: T) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenWhenLoaded(
    (firestore, next, error) =>
      firestore.sdk.onSnapshot(ref(firestore), { includeMetadataChanges: true }, next, error),
    map,
    onData,
    onError,
  );
}

function listenWhenLoaded<S extends SnapshotLike, T>(
  listen: (
    firestore: Loaded,
    next: (snapshot: S) => void,
    error: (error: Error) => void,
  ) => Unsubscribe,
  map: (snapshot: S) => T,
  onData: (data: T) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe = () => undefined;
  const fail = (error: Error) => {
    noteFailure(error);
    onError(error);
  };
  void loadFirestore().then(
    (firestore) => {
      if (stopped) return;
      stop = listenConfirmed<S>(
        (next, error) => listen(firestore, next, error),
        (snapshot) => onData(map(snapshot)),
        fail,
      );
    },
    (error: unknown) => {
      if (!stopped) fail(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    stopped = true;
    stop();
  };
}
