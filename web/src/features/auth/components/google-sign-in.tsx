import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AuthError } from '../api/auth-error';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { AuthErrorMessage } from './auth-error-message';
import { GoogleButton, GoogleCancelled } from './google-button';

/**
 * Google's button and what a press may end in: the failure in the spec's words ('Failed to sign in
 * with Google', then why) or the notice that the window was closed. `before` runs first (a share
 * link to come back to, another form's error to clear).
 */
export function GoogleSignIn({ children, before }: { children: ReactNode; before?: () => void }) {
  const [error, setError] = useState<AuthError | null>(null);
  const google = useGoogleSignIn(setError);
  return (
    <>
      <GoogleButton onClick={() => void google.start(before)} disabled={google.busy}>
        {children}
      </GoogleButton>
      {error ? (
        <AuthErrorMessage
          code={error.code}
          detail={error.detail}
          failed={<Trans>Failed to sign in with Google</Trans>}
        />
      ) : null}
      {google.cancelled ? <GoogleCancelled /> : null}
    </>
  );
}
