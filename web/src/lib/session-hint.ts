/*
 * What this device remembers of the last session, in localStorage: whether someone is signed in
 * (the next visit then loads Auth at once) and their name (the dashboard greets them before Auth
 * has answered). No imports: pages in lazy chunks read it without pulling the shell's modules.
 */

/** Set while someone is signed in on this device: the next visit then needs Auth at once. */
const sessionHintKey = 'sprout.signedIn';
/**
 * The signed-in parent's name, beside the hint: the dashboard greets them by name before Auth has
 * answered (its largest text, so its first paint does not wait for the Auth SDK; issue 18). Auth
 * keeps the same name (and more) in this browser's storage anyway; sign-out removes both.
 */
const sessionNameKey = 'sprout.signedInName';

export function hadSession(): boolean {
  try {
    return localStorage.getItem(sessionHintKey) === '1';
  } catch {
    return false;
  }
}

/** The name of the parent signed in on this device at the last visit, if any. */
export function rememberedName(): string | null {
  try {
    return hadSession() ? localStorage.getItem(sessionNameKey) : null;
  } catch {
    return null;
  }
}

export function rememberSession(user: { name: string } | null) {
  try {
    if (user) {
      localStorage.setItem(sessionHintKey, '1');
      localStorage.setItem(sessionNameKey, user.name);
    } else {
      localStorage.removeItem(sessionHintKey);
      localStorage.removeItem(sessionNameKey);
    }
  } catch {
    // Storage refused (a private window): the hint only decides how early Auth loads.
  }
}

/**
 * Called before every sign-out the person asked for (or the app made on purpose): the hint goes
 * first, so when Auth then reports no user, in this tab or another, it was no surprise. A session
 * that ends while the hint is still there (a revoked or expired token, a disabled account) is one
 * the person did not end: the sign-in page says it has expired (features/auth watchAuth).
 */
export function signOutRequested() {
  rememberSession(null);
}
