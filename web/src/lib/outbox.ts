import { useEffect } from 'react';
import type { DocumentPath, WriteCap } from '@sprout/core';
import { loadFirestore, noteFailure } from './firestore';
import { serverAnswerTimeoutMs, ServerTimeoutError } from './server-answer';
import { explainRefusal, LimitReachedError } from './write-limits';
import { useOutboxStore, type OutboxEntry, type RefusalReason } from '../stores/outbox-store';
import { useSyncStore } from '../stores/sync-store';

/** How a write ended for the form that made it. */
export type WriteOutcome = 'saved' | 'queued';

export type QueuedEntry = Omit<OutboxEntry, 'queuedAt' | 'state' | 'reason'>;

/** Entries whose commit this page is still waiting on: the start-up check leaves them alone. */
const watched = new Set<string>();

function reasonOf(error: unknown): RefusalReason {
  if (error instanceof LimitReachedError) return 'limit';
  return (error as { code?: unknown }).code === 'permission-denied' ? 'permission' : 'refused';
}

async function explain(error: unknown, entry: QueuedEntry) {
  return entry.index
    ? explainRefusal(
        error,
        entry.index.path as DocumentPath<'idIndex'>,
        entry.index.cap satisfies WriteCap,
      )
    : error;
}

/**
 * A write that the device keeps when the server cannot be reached. Firestore applies it to the
 * cache at once (listeners show it with hasPendingWrites) and sends it when the connection returns;
 * `commit` is that write's promise. Online, the form gets the server's answer as before (a refusal
 * is thrown, a LimitReachedError when a cap is full). Offline (the browser says so, or no answer
 * within the server's timeout) it resolves 'queued' instead of failing: the entry is recorded in
 * the outbox, and if the server later refuses it, the outbox keeps it as failed with the reason
 * (components/pwa/sync-failures.tsx says which entry and why) rather than letting it vanish.
 */
export async function queuedWrite(
  commit: () => Promise<unknown>,
  entry: QueuedEntry,
): Promise<WriteOutcome> {
  const outbox = useOutboxStore.getState();
  outbox.add({ ...entry, queuedAt: new Date().toISOString(), state: 'pending' });
  watched.add(entry.path);
  const settled: Promise<{ error: unknown } | null> = commit().then(
    () => {
      watched.delete(entry.path);
      useOutboxStore.getState().settle(entry.path);
      return null;
    },
    async (error: unknown) => ({ error: await explain(error, entry) }),
  );
  const reportLater = () =>
    void settled.then((refused) => {
      if (!refused) return;
      watched.delete(entry.path);
      useOutboxStore.getState().fail(entry.path, reasonOf(refused.error));
    });

  if (!navigator.onLine) {
    reportLater();
    return 'queued';
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), serverAnswerTimeoutMs);
  });
  const first = await Promise.race([settled, timeout]);
  clearTimeout(timer);
  if (first === 'timeout') {
    // The connection, not the write, failed: the next use of Firestore reconnects at once.
    noteFailure(new ServerTimeoutError());
    reportLater();
    return 'queued';
  }
  if (first === null) return 'saved';
  // Refused while the form is open: the form says why, nothing waits.
  watched.delete(entry.path);
  useOutboxStore.getState().settle(entry.path);
  throw first.error;
}

/**
 * Whether the server's copy shows the entry's write: the document exists (is gone, for a
 * deletion), and for a correction (or the parents' heights) holds the values written.
 */
function arrived(entry: OutboxEntry, snapshot: { exists(): boolean; get(field: string): unknown }) {
  if (entry.kind === 'measurement-delete') return !snapshot.exists();
  if (!snapshot.exists()) return false;
  if (entry.kind === 'edit')
    return (['name', 'birthDate', 'gender'] as const).every(
      (field) => snapshot.get(field) === entry.edit?.[field],
    );
  if (entry.kind === 'walks') return snapshot.get('walks') === entry.walks;
  if (entry.kind === 'settings')
    return Object.entries(entry.settings ?? {}).every(
      ([field, value]) => snapshot.get(field) === value,
    );
  if (entry.kind === 'parents')
    return (['motherCm', 'fatherCm'] as const).every(
      (field) => snapshot.get(field) === entry.parents?.[field],
    );
  if (entry.kind === 'measurement-edit')
    return (
      snapshot.get('measuredAt') === entry.measuredAt &&
      (['height', 'weight', 'footLength'] as const).every(
        (field) => snapshot.get(field) === entry.values?.[field],
      )
    );
  return true;
}

let checking = false;

/**
 * Settles the outbox entries of an earlier session (the page was reloaded or the app restarted
 * while they waited): once Firestore has sent its queue (waitForPendingWrites, which includes
 * writes of earlier sessions), each entry's document is read from the server. There, it arrived;
 * missing (or a correction not applied), the server refused it and the entry is kept as failed.
 */
export async function checkOutbox(uid: string) {
  if (checking) return;
  const entries = useOutboxStore
    .getState()
    .entries.filter((e) => e.uid === uid && e.state === 'pending' && !watched.has(e.path));
  if (entries.length === 0) return;
  checking = true;
  try {
    const { db, sdk } = await loadFirestore();
    await sdk.waitForPendingWrites(db);
    for (const entry of entries) {
      if (watched.has(entry.path)) continue;
      try {
        const snapshot = await sdk.getDocFromServer(sdk.doc(db, entry.path));
        if (arrived(entry, snapshot)) {
          useOutboxStore.getState().settle(entry.path);
          continue;
        }
        const refusal = Object.assign(new Error('Refused by the server'), {
          code: 'permission-denied',
        });
        useOutboxStore.getState().fail(entry.path, reasonOf(await explain(refusal, entry)));
      } catch (error) {
        // Not readable any more: the child is gone or no longer the parent's.
        if ((error as { code?: unknown }).code === 'permission-denied')
          useOutboxStore.getState().fail(entry.path, 'permission');
        // Otherwise (offline again) the entry stays pending for the next check.
      }
    }
  } finally {
    checking = false;
  }
}

/** Checks the signed-in user's outbox at start and whenever the connection returns. */
export function useOutboxCheck(uid: string | null) {
  useEffect(() => {
    if (!uid) return undefined;
    const check = () => void checkOutbox(uid);
    check();
    window.addEventListener('online', check);
    // The browser's event does not always come (its flag can stay true offline): the app's own
    // finding that the connection is back counts too (lib/connectivity.ts, sync-store).
    const unsubscribe = useSyncStore.subscribe((state, previous) => {
      if (state.online && !previous.online) check();
    });
    return () => {
      window.removeEventListener('online', check);
      unsubscribe();
    };
  }, [uid]);
}
