/**
 * The rule for every read and write that waits on the backend: nothing counts until the server has
 * answered, and nothing waits forever. (No Firebase here: the rule is plain logic over what the
 * SDK reports, so it can be tested without it.)
 */

/** The spec's realtime timeout (section 9): how long the server may take to answer at all. */
export const serverAnswerTimeoutMs = 10_000;

/** The server did not answer in time (offline, blocked, or far too slow). */
export class ServerTimeoutError extends Error {
  constructor() {
    super(`The server did not answer within ${serverAnswerTimeoutMs} ms`);
    this.name = 'ServerTimeoutError';
  }
}

/**
 * A write (or one-off read) that rejects after the timeout instead of hanging: an offline
 * Firestore write never settles, it waits in the SDK's queue. The work itself is not cancelled.
 */
export function withServerTimeout<T>(work: Promise<T>, ms = serverAnswerTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ServerTimeoutError()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type Unsubscribe = () => void;
/** What the rule needs from a Firestore snapshot. */
export type SnapshotLike = { metadata: { fromCache: boolean } };
export type Listen<S> = (next: (snapshot: S) => void, error: (error: Error) => void) => Unsubscribe;

export type ListenOptions = {
  ms?: number;
  /**
   * The device's cache holds a copy the server confirmed before (lib/synced-queries.ts): cached
   * snapshots pass at once, and an unanswered server no longer stops the listener, which shows
   * the last known data and goes on listening until the connection returns.
   */
  trustCache?: boolean;
};

/**
 * Passes a listener's snapshots on only from the first one the server has confirmed: an offline
 * cache answers at once, often with nothing, and "nothing" must never read as "no children".
 * If the server has not confirmed within the timeout, the listener stops and reports a
 * ServerTimeoutError (a retry listens anew). Once confirmed, later snapshots pass as they come.
 * With `trustCache` the cache's copy passes too (see ListenOptions).
 * `listen` must attach with `includeMetadataChanges: true`, so that the server's confirmation of
 * unchanged cached data still arrives as its own snapshot.
 */
export function listenConfirmed<S extends SnapshotLike>(
  listen: Listen<S>,
  onSnapshot: (snapshot: S) => void,
  onError: (error: Error) => void,
  { ms = serverAnswerTimeoutMs, trustCache = false }: ListenOptions = {},
): Unsubscribe {
  let confirmed = false;
  let shown = false;
  let done = false;
  let unsubscribe: Unsubscribe = () => undefined;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    unsubscribe();
  };
  const timer = setTimeout(() => {
    if (confirmed || shown || done) return;
    stop();
    onError(new ServerTimeoutError());
  }, ms);
  unsubscribe = listen(
    (snapshot) => {
      if (done) return;
      if (!confirmed && snapshot.metadata.fromCache && !trustCache) return;
      if (!snapshot.metadata.fromCache) {
        confirmed = true;
        clearTimeout(timer);
      }
      shown = true;
      onSnapshot(snapshot);
    },
    (error) => {
      if (done) return;
      stop();
      onError(error);
    },
  );
  // The listener may have failed synchronously, before `unsubscribe` was assigned.
  if (done) unsubscribe();
  return stop;
}
