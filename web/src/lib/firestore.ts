import type { DocumentData, Firestore, Query, QuerySnapshot } from 'firebase/firestore';
import type * as FirestoreSdk from 'firebase/firestore';
import { env } from '../config/env';
import { firebaseApp } from './firebase';
import { listenConfirmed } from './server-answer';

let firestore: Promise<{ db: Firestore; sdk: typeof FirestoreSdk }> | undefined;

/**
 * Firestore is the largest part of the Firebase SDK (about 125 KB gzip), so it
 * loads on first use rather than with the landing page.
 */
export function loadFirestore() {
  firestore ??= import('firebase/firestore').then((sdk) => {
    const db = sdk.getFirestore(firebaseApp);
    if (env.useEmulators) sdk.connectFirestoreEmulator(db, env.emulatorHost, 8080);
    return { db, sdk };
  });
  return firestore;
}

export type LiveOptions = {
  /** A retry after a failure: reconnect first rather than wait for the SDK's backoff. */
  retry?: boolean;
};

/**
 * Firestore, with a fresh connection when this is a retry. After failures the SDK waits up to a
 * minute between attempts (and answers "offline" meanwhile), so a read started by a Retry press
 * would otherwise fail or time out before the SDK even tries again.
 */
export async function loadFirestoreFor(options: LiveOptions = {}) {
  const loaded = await loadFirestore();
  if (options.retry) {
    await loaded.sdk.disableNetwork(loaded.db);
    await loaded.sdk.enableNetwork(loaded.db);
  }
  return loaded;
}

type Unsubscribe = () => void;

/**
 * A live query, data only once the server has confirmed it (lib/server-answer.ts), failing after
 * the server's timeout. The unsubscribe comes back at once, although Firestore loads lazily: a
 * component that leaves before the SDK arrives detaches nothing and starts nothing.
 */
export function listenLive<T>(
  query: (db: Firestore, sdk: typeof FirestoreSdk) => Query<DocumentData>,
  map: (snapshot: QuerySnapshot<DocumentData>) => T,
  onData: (data: T) => void,
  onError: (error: Error) => void,
  options: LiveOptions = {},
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe = () => undefined;
  void loadFirestoreFor(options).then(
    ({ db, sdk }) => {
      if (stopped) return;
      stop = listenConfirmed<QuerySnapshot<DocumentData>>(
        (next, error) =>
          sdk.onSnapshot(query(db, sdk), { includeMetadataChanges: true }, next, error),
        (snapshot) => onData(map(snapshot)),
        onError,
      );
    },
    (error: unknown) => {
      if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    stopped = true;
    stop();
  };
}
