import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toAuthError, type AuthError } from '../api/auth-error';
import { signInWithGoogle } from '../api/sign-in';

/**
 * The Google button's behaviour on the sign-in and sign-up pages: the popup, then the auth
 * callback, which decides between dashboard and terms-acceptance. A closed popup is no error, but
 * it is said (`cancelled`), so the person knows nothing happened.
 */
export function useGoogleSignIn(onError: (error: AuthError | null) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const start = async (before?: () => void) => {
    onError(null);
    setCancelled(false);
    setBusy(true);
    before?.();
    try {
      await signInWithGoogle();
      navigate('/auth/callback', { replace: true });
    } catch (caught) {
      setBusy(false);
      const error = toAuthError(caught);
      if (error.code === 'auth/cancelled') setCancelled(true);
      else onError(error);
    }
  };
  return { busy, cancelled, start };
}
