import { Trans } from '@lingui/react/macro';
import { ErrorBox } from '../../../components/ui/error-box';

/** The sign-in page's `?error=` parameter, set by the auth callback when something failed. */
export function CallbackErrorMessage({ code }: { code: string }) {
  return (
    <ErrorBox code="auth/callback">
      {code === 'auth/reset-link-expired' ? (
        <Trans>This link has expired or was already used. Sign in to get a new one.</Trans>
      ) : (
        <Trans>Authentication failed</Trans>
      )}
    </ErrorBox>
  );
}
