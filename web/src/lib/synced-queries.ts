/**
 * Which live queries the server has answered on this device. Firestore's persistent cache keeps
 * their documents, but a cached answer alone cannot tell "no children" from "never loaded": only a
 * query the server confirmed here before may be shown from the cache while offline
 * (lib/server-answer.ts `trustCache`). Kept in localStorage, per user (lib/firestore.ts puts the
 * user's id in front of the query's key), so another account on the device trusts nothing of it.
 */
const storageKey = 'sprout-synced-queries';
/** Oldest first are forgotten beyond this many (a device sees few children). */
const maxKeys = 200;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function wasSynced(key: string): boolean {
  return key in read();
}

export function markSynced(key: string, at = new Date()) {
  const all = read();
  if (key in all) return;
  all[key] = at.toISOString();
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => a.localeCompare(b))
    .slice(-maxKeys);
  try {
    localStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or blocked: the query waits for the server next time, as before.
  }
}
