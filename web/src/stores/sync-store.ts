import { create } from 'zustand';

/** What one live listener last showed: the cache's copy or the server's, and its unsent writes. */
export type ListenerSync = { fromCache: boolean; since: number; pendingPaths: readonly string[] };

type SyncStore = {
  /**
   * Whether the device reaches the backend: the browser's online/offline events, corrected by
   * what requests find (lib/connectivity.ts) and by the server's snapshots.
   */
  online: boolean;
  listeners: Readonly<Record<number, ListenerSync>>;
  setOnline: (online: boolean) => void;
  report: (id: number, sync: Omit<ListenerSync, 'since'>) => void;
  drop: (id: number) => void;
};

/**
 * The device's view of synchronisation, fed by lib/firestore.ts's listeners: which documents on
 * screen hold writes the server has not yet acknowledged (snapshot metadata hasPendingWrites),
 * and which listeners show the cache's copy. The offline indicator and the "waiting to sync"
 * marks read it.
 */
export const useSyncStore = create<SyncStore>((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  listeners: {},
  setOnline: (online) => set({ online }),
  report: (id, sync) =>
    set((state) => {
      const last = state.listeners[id];
      const since = last && last.fromCache === sync.fromCache ? last.since : Date.now();
      const listeners = { ...state.listeners, [id]: { ...sync, since } };
      // A snapshot from the server proves the connection, whatever the browser's flag says.
      return sync.fromCache ? { listeners } : { listeners, online: true };
    }),
  drop: (id) =>
    set((state) => {
      if (!(id in state.listeners)) return state;
      return {
        listeners: Object.fromEntries(
          Object.entries(state.listeners).filter(([key]) => Number(key) !== id),
        ),
      };
    }),
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useSyncStore.getState().setOnline(true));
  window.addEventListener('offline', () => useSyncStore.getState().setOnline(false));
}

/** The browser's online flag, kept current. */
export function useOnline(): boolean {
  return useSyncStore((state) => state.online);
}

/** True while a document (by its path) holds a write the server has not acknowledged. */
export function usePendingWrite(path: string | null | undefined): boolean {
  return useSyncStore((state) =>
    path ? Object.values(state.listeners).some((l) => l.pendingPaths.includes(path)) : false,
  );
}

/** How many documents on screen wait to be sent. */
export function usePendingCount(): number {
  return useSyncStore(
    (state) => new Set(Object.values(state.listeners).flatMap((l) => l.pendingPaths)).size,
  );
}

/** The earliest time a listener started showing the cache's copy, or null when none does. */
export function useCachedSince(): number | null {
  return useSyncStore((state) => {
    const times = Object.values(state.listeners)
      .filter((l) => l.fromCache)
      .map((l) => l.since);
    return times.length > 0 ? Math.min(...times) : null;
  });
}
