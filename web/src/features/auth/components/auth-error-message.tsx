import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorCode } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { errorMessage } from '../../../lib/error-messages';

/**
 * A coded auth error in the spec's words. `unknown` names the flow that failed (spec 8: 'Failed
 * to sign up', 'Failed to sign in with Google', 'Failed to update password') where one is given.
 */
export function AuthErrorMessage({ code, unknown }: { code: ErrorCode; unknown?: ReactNode }) {
  const { i18n } = useLingui();
  return <ErrorBox code={code}>{describe(code, unknown) ?? i18n._(errorMessage(code))}</ErrorBox>;
}

/** The forms' own phrasing; every other code reads as the catalogue's sentence (lib/error-messages). */
function describe(code: ErrorCode, unknown: ReactNode) {
  switch (code) {
    case 'auth/email-in-use':
      return <Trans>An account with this email already exists</Trans>;
    case 'default':
      return unknown ?? <Trans>An unexpected error occurred</Trans>;
    default:
      return null;
  }
}
