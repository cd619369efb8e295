import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorCode } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { errorMessage } from '../../../lib/error-messages';

/**
 * A coded auth error in the spec's words. `failed` names the flow that failed (spec 8: 'Failed to
 * sign up', 'Failed to sign in with Google', 'Failed to update password'): it is the message of an
 * error without a code, and leads the message when the connection or the server failed, so the
 * person knows what did not happen as well as why. An error outside the catalogue keeps its own
 * words (`detail`, spec 8: "anything else shows its own message") after the translated sentence:
 * Firebase's messages are English only, but the code is what support needs.
 */
export function AuthErrorMessage({
  code,
  failed,
  detail,
}: {
  code: ErrorCode;
  failed?: ReactNode;
  detail?: string;
}) {
  const { i18n } = useLingui();
  const own = describe(code, failed);
  if (own) {
    return (
      <ErrorBox code={code}>
        {own}
        {code === 'default' && detail ? (
          <>
            {' '}
            <span className="error-box__detail">
              <Trans>Details: {detail}</Trans>
            </span>
          </>
        ) : null}
      </ErrorBox>
    );
  }
  const cause = i18n._(errorMessage(code));
  return (
    <ErrorBox code={code}>
      {failed && notReached(code) ? (
        <>
          <strong>{failed}</strong> <span>{cause}</span>
        </>
      ) : (
        cause
      )}
    </ErrorBox>
  );
}

/** The request may not have reached the server, or the server failed on it. */
function notReached(code: ErrorCode) {
  return code.startsWith('api/') || code === 'db/connection-error';
}

/** The forms' own phrasing; every other code reads as the catalogue's sentence (lib/error-messages). */
function describe(code: ErrorCode, failed: ReactNode) {
  switch (code) {
    case 'auth/email-in-use':
      return <Trans>An account with this email already exists</Trans>;
    case 'default':
      return failed ?? <Trans>An unexpected error occurred</Trans>;
    default:
      return null;
  }
}
