import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../config/paths';
import { loadAuth } from '../../../lib/firebase-loader';
import { callFunction } from '../../../lib/functions';
import { signOutRequested } from '../../../lib/session-hint';
import { useAdminSessionStore } from './admin-session-store';

/**
 * How long Sign Out waits for the server to end the session. Offline or with a slow worker it
 * signs out of Firebase anyway: the session expires by itself (30 minutes), and a request that
 * has reached the server still ends it there.
 */
export const endSessionTimeoutMs = 10_000;

/** Where a Sign Out is: under way (the button says so), or failed (the admin is still signed in). */
export type SignOutState = 'idle' | 'signing-out' | 'failed';

/**
 * Sign Out (and the end of the 30 minutes), in this order: the session ends on the server (the
 * ID token is still there to call with), Firebase Auth signs out, and only then does the session
 * leave this tab and the admin go to /admin/login. Ending the session in the store first would
 * let the guard show the login while Auth was still signed in (issue: about 3 s in which closing
 * the tab left the admin signed in to the parent app). A failed server call does not stop the
 * sign-out; a failed Auth sign-out leaves the admin where they are, told so, to try again.
 */
export function useAdminSignOut() {
  const navigate = useNavigate();
  const [state, setState] = useState<SignOutState>('idle');
  const running = useRef(false);

  /** `expired`: the 30 minutes ran out (the login page then says so). */
  const signOut = async (reason: 'signed-out' | 'expired' = 'signed-out') => {
    // One at a time: a second press, or the clock running out during a press.
    if (running.current) return;
    running.current = true;
    setState('signing-out');
    const session = useAdminSessionStore.getState().session;
    if (session) {
      // callFunction, not callAdmin: a 'session-invalid' answer must not end the session in the
      // store (and so show the login) before Auth has signed out.
      await callFunction(
        'endAdminSession',
        { sessionId: session.sessionId },
        { timeoutMs: endSessionTimeoutMs },
      ).catch((error: unknown) => {
        // Expired, already ended, or offline: signing out of Firebase is what matters now.
        console.warn('The admin session was not ended on the server; it expires by itself.', error);
      });
    }
    try {
      const { auth, sdk } = await loadAuth();
      signOutRequested();
      await sdk.signOut(auth);
    } catch (error) {
      console.error('Admin sign-out failed', error);
      running.current = false;
      setState('failed');
      return;
    }
    if (reason === 'expired') useAdminSessionStore.getState().expire();
    else useAdminSessionStore.getState().clear();
    navigate(adminPaths.login, { replace: true });
  };

  return { state, signOut };
}
