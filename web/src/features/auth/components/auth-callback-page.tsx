import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import type { RouteLanguage } from '@sprout/core';
import {
  abandonSocialSignIn,
  completeSocialSignIn,
  currentUserReady,
  verifyEmailCode,
} from '../api/social-profile';
import { takePendingShareToken } from '../api/pending-social-user';
import { verifiedReturnParam, verifiedReturnValue } from '../api/email-verification';
import { appPaths, followOnArrival } from '../../../config/paths';

/**
 * `/auth/callback`: the return point after Google sign-in and for e-mail verification links.
 * Shows "Authenticating" while it decides where the user goes (spec section 4).
 */
export default function AuthCallbackPage({ lang }: { lang: RouteLanguage }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the callback must run once.
    if (started.current) return;
    started.current = true;
    const signInWith = (error: string) =>
      navigate(appPaths.signIn(lang, { error }), { replace: true });

    void (async () => {
      const oobCode = params.get('oobCode');
      if (params.get('mode') === 'verifyEmail' && oobCode) {
        const outcome = await verifyEmailCode(oobCode);
        if (outcome === 'verified')
          navigate(appPaths.signIn(lang, { verified: true }), { replace: true });
        else signInWith(outcome === 'used' ? 'verify-link-used' : 'verify-failed');
        return;
      }
      if (params.get(verifiedReturnParam) === verifiedReturnValue) {
        // Firebase's own action page applied the code and only then offers this continue URL.
        navigate(appPaths.signIn(lang, { verified: true }), { replace: true });
        return;
      }
      try {
        // Google sent the person back, but no session came with them.
        if (!(await currentUserReady())) {
          signInWith('session-not-established');
          return;
        }
        const outcome = await completeSocialSignIn();
        if (outcome === 'needs-terms') {
          navigate(appPaths.termsAcceptance(lang), { replace: true });
          return;
        }
        const share = takePendingShareToken();
        if (share) navigate(appPaths.share(lang, share), { replace: true, state: followOnArrival });
        else navigate(appPaths.dashboard(lang), { replace: true });
      } catch {
        // Signed in with Google, but the profile could not be read or made: the session is not
        // kept (no half-signed-in state), and the sign-in page says so.
        await abandonSocialSignIn().catch(() => undefined);
        signInWith('session-not-persisted');
      }
    })();
  }, [lang, navigate, params]);

  return (
    <main className="auth-card auth-card--center" id="main">
      <span className="spinner__circle" aria-hidden="true" />
      <h1 role="status">
        <Trans>Authenticating…</Trans>
      </h1>
    </main>
  );
}
