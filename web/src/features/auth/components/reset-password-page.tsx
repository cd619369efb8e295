import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordSchema } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { AuthError, type AuthErrorCode } from '../api/auth-error';
import { confirmNewPassword, verifyResetCode } from '../api/password-reset';
import { AuthErrorMessage } from './auth-error-message';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Spec timings: to sign-in 5 s after success; to forgot-password 10 s after a bad link. */
export const successRedirectMs = 5000;
export const badLinkRedirectMs = 10000;

type State =
  | { step: 'checking' }
  | { step: 'form'; email: string }
  | { step: 'bad-link'; missing: boolean }
  | { step: 'done' };

/**
 * `/{lang}/reset-password?mode=resetPassword&oobCode=…`: Firebase's reset link (its action URL
 * points here) is checked, then the new password is set.
 */
export default function ResetPasswordPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const [state, setState] = useState<State>(() =>
    oobCode ? { step: 'checking' } : { step: 'bad-link', missing: true },
  );
  const [error, setError] = useState<AuthErrorCode | null>(null);

  useEffect(() => {
    if (!oobCode) return undefined;
    let cancelled = false;
    verifyResetCode(oobCode).then(
      (email) => !cancelled && setState({ step: 'form', email }),
      () => !cancelled && setState({ step: 'bad-link', missing: false }),
    );
    return () => {
      cancelled = true;
    };
  }, [oobCode]);

  useEffect(() => {
    if (state.step === 'done') {
      const id = window.setTimeout(
        () => navigate(`/${lang}/signin`, { replace: true }),
        successRedirectMs,
      );
      return () => window.clearTimeout(id);
    }
    if (state.step === 'bad-link') {
      const id = window.setTimeout(
        () => navigate(`/${lang}/forgot-password`, { replace: true }),
        badLinkRedirectMs,
      );
      return () => window.clearTimeout(id);
    }
    return undefined;
  }, [state.step, lang, navigate]);

  // Firebase sends every e-mail action to the one action URL; verification is the callback's job.
  if (params.get('mode') === 'verifyEmail') {
    return <Navigate replace to={`/auth/callback?mode=verifyEmail&oobCode=${oobCode ?? ''}`} />;
  }
  if (state.step === 'checking') return <Spinner />;

  if (state.step === 'bad-link') {
    return (
      <main className="auth-card" id="main">
        <h1>
          <Trans>This link does not work</Trans>
        </h1>
        <div className="error-box error-box--auth" role="alert">
          <p>
            {state.missing ? (
              <Trans>No reset token found. Please request a new password reset link.</Trans>
            ) : (
              <Trans>There was a problem with your reset link. Please request a new one.</Trans>
            )}
          </p>
        </div>
        <p>
          <Trans>You will be taken to the password reset page in 10 seconds.</Trans>
        </p>
        <button
          type="button"
          className="button"
          onClick={() => navigate(`/${lang}/forgot-password`, { replace: true })}
        >
          <Trans>Request a new link now</Trans>
        </button>
      </main>
    );
  }

  if (state.step === 'done') {
    return (
      <main className="auth-card" id="main">
        <h1>
          <Trans>Password Updated</Trans>
        </h1>
        <p role="status">
          <Trans>Your new password is set. Taking you to sign in…</Trans>
        </p>
      </main>
    );
  }

  const email = state.email;
  return (
    <main className="auth-card" id="main">
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <p>
        <Trans>For the account {email}.</Trans>
      </p>
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={async (values) => {
          setError(null);
          try {
            await confirmNewPassword(oobCode ?? '', values.password);
            setState({ step: 'done' });
          } catch (caught) {
            setError(caught instanceof AuthError ? caught.code : 'unknown');
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate className="form">
            <TextField
              name="password"
              type="password"
              label={t`New password`}
              autoComplete="new-password"
              hint={<PasswordStrengthMeter password={values.password} />}
            />
            <TextField
              name="confirmPassword"
              type="password"
              label={t`Confirm password`}
              autoComplete="new-password"
            />
            {error ? <AuthErrorMessage code={error} /> : null}
            <button className="button" type="submit" disabled={isSubmitting}>
              <Trans>Set new password</Trans>
            </button>
          </Form>
        )}
      </Formik>
    </main>
  );
}
