/**
 * The spec's reset tokens (section 3, `reset_access_token`) are Firebase's oobCode here: the
 * landing keeps it out of the address bar and the history, and the page reads it from storage.
 */
const storageKey = 'reset_access_token';

export function storeResetCode(code: string) {
  try {
    localStorage.setItem(storageKey, code);
  } catch {
    // Private mode or full storage: the page then reports the link as missing.
  }
}

export function readResetCode(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function clearResetCode() {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
