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
import type { FirebaseApp } from 'firebase/app';
import type { CollectionPath, DocumentKind, DocumentPath, DocumentTypes } from '@sprout/core';
import { env } from '../config/env';
import { startAppCheck } from './app-check';
import { loadFirebase } from './firebase-loader';
import { converter } from './firestore-converter';
import {
  listenConfirmed,
  ServerTimeoutError,
  withServerTimeout,
  type SnapshotLike,
} from './server-answer';
import { markSynced, wasSynced } from './synced-queries';
import { useAuthStore } from '../stores/auth-store';
import { useSyncStore } from '../stores/sync-store';

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
 * The persistent cache (IndexedDB, shared by every tab) keeps the documents the device has seen and
 * the queue of writes not yet sent, across reloads and restarts: the installed app opens offline
 * with the last known data and sends what was recorded meanwhile once the connection returns.
 * Where IndexedDB is unavailable (some private windows) the cache lives in memory.
 */
function openDatabase(sdk: typeof FirestoreSdk, firebaseApp: FirebaseApp): Firestore {
  try {
    return sdk.initializeFirestore(firebaseApp, {
      localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
    });
  } catch {
    return sdk.initializeFirestore(firebaseApp, { localCache: sdk.memoryLocalCache() });
  }
}

/**
 * Firestore is the largest part of the Firebase SDK (about 125 KB gzip), so it
 * loads on first use rather than with the landing page.
 */
export async function loadFirestore(): Promise<Loaded> {
  // App Check starts first (in parallel with the download), so every request carries its token.
  firestore ??= Promise.all([import('firebase/firestore'), loadFirebase(), startAppCheck()]).then(
    ([sdk, { firebaseApp }]) => {
      const db = openDatabase(sdk, firebaseApp);
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
    },
  );
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
export function noteFailure(error: unknown) {
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

/** What a live query reports beside its data. */
export type LiveOptions = {
  /**
   * Names the query (with the user's id added here) so that, once the server has answered it on
   * this device, its cached copy is shown while offline (lib/synced-queries.ts). Without a key
   * only server-confirmed data is passed on.
   */
  cacheKey?: string;
};

let nextListener = 0;

/**
 * A live query, data once the server has confirmed it (lib/server-answer.ts), failing after the
 * server's timeout; or, for a query the server answered on this device before (`cacheKey`), the
 * cache's copy at once, kept while offline. Every snapshot tells the sync store which documents
 * wait to be sent (hasPendingWrites) and whether it came from the cache. The unsubscribe comes
 * back at once, although Firestore loads lazily: a component that leaves before the SDK arrives
 * detaches nothing and starts nothing.
 */
export function listenLive<D extends DocumentData, T>(
  query: (firestore: Loaded) => Query<D, D>,
  map: (snapshot: QuerySnapshot<D, D>) => T,
  onData: (data: T) => void,
  onError: (error: Error) => void,
  options: LiveOptions = {},
): Unsubscribe {
  return listenWhenLoaded<QuerySnapshot<D, D>, T>(
    (firestore, next, error) =>
      firestore.sdk.onSnapshot(query(firestore), { includeMetadataChanges: true }, next, error),
    (snapshot) => snapshot.docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.ref.path),
    map,
    onData,
    onError,
    options,
  );
}

/** One live document, under the same rules as listenLive (confirmed or synced data, the timeout). */
export function listenLiveDocument<D extends DocumentData, T>(
  ref: (firestore: Loaded) => DocumentReference<D, D>,
  map: (snapshot: DocumentSnapshot<D, D>) => T,
  onData: (data: T) => void,
  onError: (error: Error) => void,
  options: LiveOptions = {},
): Unsubscribe {
  return listenWhenLoaded<DocumentSnapshot<D, D>, T>(
    (firestore, next, error) =>
      firestore.sdk.onSnapshot(ref(firestore), { includeMetadataChanges: true }, next, error),
    (snapshot) => (snapshot.metadata.hasPendingWrites ? [snapshot.ref.path] : []),
    map,
    onData,
    onError,
    options,
  );
}

function listenWhenLoaded<S extends SnapshotLike, T>(
  listen: (
    firestore: Loaded,
    next: (snapshot: S) => void,
    error: (error: Error) => void,
  ) => Unsubscribe,
  pendingPaths: (snapshot: S) => string[],
  map: (snapshot: S) => T,
  onData: (data: T) => void,
  onError: (error: Error) => void,
  { cacheKey }: LiveOptions,
): Unsubscribe {
  const id = nextListener++;
  const uid = useAuthStore.getState().user?.uid;
  const syncedKey = cacheKey && uid ? `${uid}|${cacheKey}` : null;
  let stopped = false;
  let stop: Unsubscribe = () => undefined;
  const fail = (error: Error) => {
    noteFailure(error);
    useSyncStore.getState().drop(id);
    onError(error);
  };
  const show = (snapshot: S) => {
    if (!snapshot.metadata.fromCache && syncedKey) markSynced(syncedKey);
    useSyncStore.getState().report(id, {
      fromCache: snapshot.metadata.fromCache,
      pendingPaths: pendingPaths(snapshot),
    });
    onData(map(snapshot));
  };
  void loadFirestore().then(
    (firestore) => {
      if (stopped) return;
      stop = listenConfirmed<S>((next, error) => listen(firestore, next, error), show, fail, {
        trustCache: syncedKey !== null && wasSynced(syncedKey),
      });
    },
    (error: unknown) => {
      if (stopped) return;
      // The spec's internal message: the listener could not be set up at all (the SDK's load).
      console.error('Failed to setup subscription', error);
      fail(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    stopped = true;
    useSyncStore.getState().drop(id);
    stop();
  };
}
