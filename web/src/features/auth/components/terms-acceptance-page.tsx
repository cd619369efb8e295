import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { ErrorBox } from '../../../components/ui/error-box';
import { TermsLabel } from './terms-label';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { abandonSocialSignIn, acceptTerms } from '../api/social-profile';
import { readPendingSocialUser, takePendingShareToken } from '../api/pending-social-user';
import { appPaths, followOnArrival } from '../../../config/paths';

/** A new Google user accepts the terms before Sprout keeps anything about them. */
export default function TermsAcceptancePage() {
  const lang = useRouteLanguage();
  const navigate = useNavigate();
  const [pending] = useState(readPendingSocialUser);
  const [accepted, setAccepted] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!pending) return <Navigate replace to={appPaths.signIn(lang)} />;
  const email = pending.email;

  const next = async () => {
    setTouched(true);
    if (!accepted) return;
    setBusy(true);
    setFailed(false);
    try {
      await acceptTerms(lang);
      const share = takePendingShareToken();
      if (share) navigate(appPaths.share(lang, share), { replace: true, state: followOnArrival });
      else navigate(appPaths.dashboard(lang), { replace: true });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const cancel = async () => {
    await abandonSocialSignIn();
    navigate(appPaths.signIn(lang), { replace: true });
  };

  return (
    <main className="auth-card" id="main">
      <h1>
        <Trans>One more step</Trans>
      </h1>
      <p>
        <Trans>
          You are signing up to Sprout as <strong>{email}</strong>.
        </Trans>
      </p>
      <div className="field field--checkbox">
        <input
          type="checkbox"
          id="accept-terms"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-invalid={touched && !accepted}
          aria-describedby={touched && !accepted ? 'accept-terms-error' : undefined}
        />
        <TermsLabel htmlFor="accept-terms" />
        {touched && !accepted ? (
          <p className="field__error" id="accept-terms-error">
            <Trans>You must accept the terms to continue</Trans>
          </p>
        ) : null}
      </div>
      {failed ? (
        <ErrorBox code="auth/terms">
          <Trans>Failed to accept terms</Trans>
        </ErrorBox>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => void cancel()}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void next()}>
          <Trans>Next</Trans>
        </button>
      </div>
    </main>
  );
}
