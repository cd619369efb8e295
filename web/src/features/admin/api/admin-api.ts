import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import type {
  AdminTotpStatus,
  ConfirmAdminTotpResult,
  EnrollAdminTotpResult,
  StartAdminSessionResult,
} from '@sprout/core';
import { auth } from '../../../lib/firebase';
import { callFunction, CallableError, type CallOptions } from '../../../lib/functions';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { signOutRequested } from '../../../lib/session-hint';

/**
 * The admin area's calls (functions/src/admin). Every call but startAdminSession carries the
 * session id; a server answer 'session-invalid' ends the session here too, so the guard sends the
 * admin back to /admin/login.
 */
export async function callAdmin<Req, Res>(
  name: string,
  data: Req,
  options?: CallOptions,
): Promise<Res> {
  try {
    return await callFunction<Req, Res>(name, data, options);
  } catch (error) {
    if (error instanceof CallableError && error.reason === 'session-invalid') {
      useAdminSessionStore.getState().expire();
    }
    throw error;
  }
}

/** The e-mail and password step; the account already signed in is kept (a code retry). */
export async function signInAdmin(email: string, password: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if (auth.currentUser?.email === address) return;
  await signInWithEmailAndPassword(auth, address, password);
}

/** Opens a 30-minute admin session (with the 6-digit code once the admin has enrolled one). */
export async function startAdminSession(code?: string): Promise<StartAdminSessionResult> {
  const session = await callFunction<{ code?: string }, StartAdminSessionResult>(
    'startAdminSession',
    code ? { code } : {},
  );
  useAdminSessionStore.getState().open(session);
  return session;
}

/** Ends the session on the server (best effort) and signs out. */
export async function signOutAdmin(): Promise<void> {
  const { session, clear } = useAdminSessionStore.getState();
  clear();
  if (session) {
    // An expired or already ended session needs no ending: signing out is what matters.
    await callFunction('endAdminSession', { sessionId: session.sessionId }).catch(() => undefined);
  }
  signOutRequested();
  await signOut(auth);
}

export function enrollAdminTotp(sessionId: string): Promise<EnrollAdminTotpResult> {
  return callAdmin('enrollAdminTotp', { sessionId });
}

export function confirmAdminTotp(sessionId: string, code: string): Promise<ConfirmAdminTotpResult> {
  return callAdmin('confirmAdminTotp', { sessionId, code });
}

/** Whether the admin's second factor is on (and since when); changes nothing, so retried. */
export function adminTotpStatus(sessionId: string): Promise<AdminTotpStatus> {
  return callAdmin('adminTotpStatus', { sessionId }, { retry: true });
}

/** Turns the second factor off with a current code of it; answers the new status. */
export function disableAdminTotp(sessionId: string, code: string): Promise<AdminTotpStatus> {
  return callAdmin('disableAdminTotp', { sessionId, code });
}

export function sendWelcomeTestEmail(sessionId: string, email: string): Promise<{ queued: true }> {
  return callAdmin('adminSendWelcomeEmail', { sessionId, email });
}
