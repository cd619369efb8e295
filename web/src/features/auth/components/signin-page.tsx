import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { signInSchema } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useAuthStore } from '../../../stores/auth-store';
import { toAuthError, type AuthError } from '../api/auth-error';
import { resendVerification, signInWithEmail } from '../api/sign-in';
import { takePendingShareToken } from '../api/pending-social-user';
import { AuthErrorMessage } from './auth-error-message';
import { GoogleSignIn } from './google-sign-in';
import { CallbackErrorMessage } from './callback-error-message';
import { appPaths, followOnArrival } from '../../../config/paths';

type FromState = { from?: { pathname: string; search?: string } } | null;

export default function SignInPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<AuthError | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [params] = useSearchParams();
  const from = (location.state as FromState)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}` : appPaths.dashboard(lang);
  const callbackError = params.get('error');
  // The last session ended without a sign-out (watchAuth): say why the person is here.
  const sessionExpired = useAuthStore((s) => s.sessionExpired);

  return (
    <main className="auth-card" id="main">
      <h1>
        <Trans>Sign in to Sprout</Trans>
      </h1>
      {params.get('verified') ? (
        <p className="notice notice--success" role="status">
          <Trans>Your e-mail address is verified. Sign in to continue.</Trans>
        </p>
      ) : null}
      {callbackError ? <CallbackErrorMessage code={callbackError} /> : null}
      {sessionExpired && !error ? <AuthErrorMessage code="auth/session-expired" /> : null}
      <GoogleSignIn before={() => setError(null)}>
        <Trans>Sign in with Google</Trans>
      </GoogleSignIn>
      <p className="divider">
        <span>
          <Trans>or with e-mail</Trans>
        </span>
      </p>
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signInSchema}
        onSubmit={async (values) => {
          setError(null);
          setResend('idle');
          try {
            await signInWithEmail(values.email, values.password);
            // A share link opened while signed out is where the visitor wanted to go (spec).
            const share = takePendingShareToken();
            if (share)
              navigate(appPaths.share(lang, share), { replace: true, state: followOnArrival });
            else navigate(target, { replace: true });
          } catch (caught) {
            setError(toAuthError(caught));
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate className="form">
            <TextField name="email" type="email" label={t`Email`} autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label={t`Password`}
              autoComplete="current-password"
            />
            {error ? <AuthErrorMessage code={error.code} detail={error.detail} /> : null}
            {error?.code === 'auth/email-not-verified' ? (
              <div className="notice">
                {resend === 'sent' ? (
                  <p role="status">
                    <Trans>A new verification link is on its way. Check your inbox.</Trans>
                  </p>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={resend === 'sending'}
                    onClick={async () => {
                      setResend('sending');
                      try {
                        await resendVerification(values.email, values.password);
                        setResend('sent');
                      } catch {
                        setResend('failed');
                      }
                    }}
                  >
                    <Trans>Resend verification email</Trans>
                  </button>
                )}
                {resend === 'failed' ? (
                  <p role="alert">
                    <Trans>An unexpected error occurred</Trans>
                  </p>
                ) : null}
              </div>
            ) : null}
            <button className="button" type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
            </button>
            <Link className="auth-card__link" to={appPaths.forgotPassword(lang)}>
              <Trans>Forgot password?</Trans>
            </Link>
          </Form>
        )}
      </Formik>
      <p className="auth-card__switch">
        <Trans>New to Sprout?</Trans>{' '}
        <Link to={appPaths.signUp(lang)}>{t`Create a free account`}</Link>
      </p>
    </main>
  );
}
