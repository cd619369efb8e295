import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ErrorBox } from '../../../components/ui/error-box';
import type { AuthErrorCode } from '../api/auth-error';

/**
 * A coded auth error in the spec's words. `unknown` names the flow that failed (spec 8: 'Failed
 * to sign up', 'Failed to sign in with Google', 'Failed to update password') where one is given.
 */
export function AuthErrorMessage({ code, unknown }: { code: AuthErrorCode; unknown?: ReactNode }) {
  return <ErrorBox code={code}>{describe(code, unknown)}</ErrorBox>;
}

function describe(code: AuthErrorCode, unknown: ReactNode) {
  switch (code) {
    case 'auth/invalid-credentials':
      return <Trans>Invalid email or password</Trans>;
    case 'auth/email-not-verified':
      return <Trans>Please verify your email address</Trans>;
    case 'auth/email-in-use':
      return <Trans>An account with this email already exists</Trans>;
    case 'auth/weak-password':
      return <Trans>Password must be at least 8 characters long</Trans>;
    case 'api/rate-limit':
      return <Trans>Too many requests, please try again later</Trans>;
    case 'api/network-error':
      return <Trans>Network connection error</Trans>;
    case 'auth/reset-link-expired':
      return <Trans>Your password reset link has expired. Please request a new one.</Trans>;
    case 'auth/cancelled':
      return <Trans>Failed to sign in with Google</Trans>;
    case 'unknown':
      return unknown ?? <Trans>An unexpected error occurred</Trans>;
  }
}
