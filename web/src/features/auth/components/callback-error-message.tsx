import { Trans } from '@lingui/react/macro';
import { ErrorBox } from '../../../components/ui/error-box';

/** The sign-in page's `?error=` parameter, set by the auth callback when something failed. */
export function CallbackErrorMessage({ code }: { code: string }) {
  return <ErrorBox code="auth/callback">{describe(code)}</ErrorBox>;
}

function describe(code: string) {
  switch (code) {
    case 'verify-link-used':
      return (
        <Trans>
          This verification link has expired or was already used. Sign in: if your address still
          needs verifying, you can send a new link from there.
        </Trans>
      );
    case 'verify-failed':
      return (
        <Trans>
          Your e-mail address could not be verified just now. Open the link again, or sign in to
          send a new one.
        </Trans>
      );
    case 'session-not-established':
      return <Trans>Failed to establish session</Trans>;
    case 'session-not-persisted':
      return <Trans>Failed to persist session</Trans>;
    default:
      return <Trans>Authentication failed</Trans>;
  }
}
