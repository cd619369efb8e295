import { create } from 'zustand';

/** Why the server refused a queued write. */
export type RefusalReason = 'limit' | 'permission' | 'refused';

/**
 * A write the parent made that the server has not yet acknowledged, described well enough to say
 * which entry it was if the server refuses it, possibly in a later session after a reload.
 */
export type OutboxEntry = {
  /** The document written (a measurement, a child, its parents' heights); also the entry's id. */
  path: string;
  uid: string;
  /** What the write was: a new measurement, its correction or deletion, a child, its edit, … */
  kind:
    | 'measurement'
    | 'measurement-edit'
    | 'measurement-delete'
    | 'child'
    | 'edit'
    | 'walks'
    | 'parents'
    | 'settings';
  childName: string;
  /**
   * Measurements: the day and the metric values, so a refused entry can be typed again (for a
   * correction, the values written, which the check compares with the server's copy).
   */
  measuredAt?: string;
  values?: { height: number; weight: number; footLength: number };
  /** What a correction of the child set: the check compares it with the server's copy. */
  edit?: { name: string; birthDate: string; gender: string };
  /** The user's settings saved (language, market, units): compared with the server's copy. */
  settings?: { language?: string; locale?: string; measurementSystem?: string };
  /** Whether the child walks, as answered: compared with the server's copy. */
  walks?: boolean;
  /** The parents' heights saved (cm, null where not given): compared the same way. */
  parents?: { motherCm: number | null; fatherCm: number | null };
  /** The id index whose cap may explain a refusal (lib/write-limits.ts). */
  index?: { path: string; cap: 'measurementsPerChild' | 'childrenPerAccount' };
  queuedAt: string;
  state: 'pending' | 'failed';
  reason?: RefusalReason;
};

const storageKey = 'sprout-outbox';

function stored(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function save(entries: OutboxEntry[]) {
  try {
    localStorage.setItem(storageKey, JSON.stringify(entries));
  } catch {
    // Storage blocked: the entries live as long as the page.
  }
}

type OutboxStore = {
  entries: OutboxEntry[];
  add: (entry: OutboxEntry) => void;
  settle: (path: string) => void;
  fail: (path: string, reason: RefusalReason) => void;
};

/**
 * Writes waiting for the server (lib/outbox.ts), kept in localStorage beside Firestore's own queue
 * (which survives a reload but forgets who asked and drops a refused write without a word).
 */
export const useOutboxStore = create<OutboxStore>((set) => {
  const update = (change: (entries: OutboxEntry[]) => OutboxEntry[]) =>
    set((state) => {
      // Another tab may have written since: start from what is stored.
      const entries = change(stored());
      save(entries);
      return { ...state, entries };
    });
  return {
    entries: stored(),
    add: (entry) => update((all) => [...all.filter((e) => e.path !== entry.path), entry]),
    settle: (path) => update((all) => all.filter((e) => e.path !== path)),
    fail: (path, reason) =>
      update((all) =>
        all.map((e) => (e.path === path ? { ...e, state: 'failed' as const, reason } : e)),
      ),
  };
});
