import { Trans } from '@lingui/react/macro';
import { CallableError } from '../../../lib/functions';

/** The spec's message for a failed share call, from the server's reason. */
export function ShareFailureMessage({ error }: { error: unknown }) {
  const reason = error instanceof CallableError ? error.reason : null;
  switch (reason) {
    case 'invalid-token-format':
      return <Trans>Invalid token format</Trans>;
    case 'token-expired':
      return <Trans>Share token has expired</Trans>;
    case 'token-invalid':
      return <Trans>Invalid or expired share token</Trans>;
    case 'child-not-found':
      return <Trans>Child not found</Trans>;
    case 'own-child':
      return <Trans>This is your own child: it is already on your dashboard.</Trans>;
    case 'invitation-used':
      return (
        <Trans>
          This invitation has already been accepted. Ask for a new one if it was meant for you.
        </Trans>
      );
    default:
      if (error instanceof CallableError && error.code === 'auth/session-expired') {
        return <Trans>User not authenticated</Trans>;
      }
      return <Trans>An error occurred</Trans>;
  }
}
