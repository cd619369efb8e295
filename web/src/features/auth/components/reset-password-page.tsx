import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordSchema, type ErrorCode } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { AuthError } from '../api/auth-error';
import { confirmNewPassword, verifyResetCode } from '../api/password-reset';
import { clearResetCode, readResetCode, storeResetCode } from '../api/reset-code-storage';
import { AuthErrorMessage } from './auth-error-message';
import { PasswordStrengthMeter } from './password-strength-meter';
import { appPaths } from '../../../config/paths';

/** Spec timings: to sign-in 5 s after success; to forgot-password 10 s after a bad link. */
export const successRedirectMs = 5000;
export const badLinkRedirectMs = 10000;

type State =
  | { step: 'checking' }
  | { step: 'form'; email: string; code: string }
  | { step: 'bad-link'; reason: 'missing' | 'expired' | 'problem' }
  | { step: 'done' };

/**
 * `/{lang}/reset-password?mode=resetPassword&oobCode=…`: Firebase's reset link (its action URL
 * points here). As the spec's landing does with its tokens (section 4), the code is stored, the
 * address cleaned with history replaced, and only then is the stored code checked and used.
 */
export default function ResetPasswordPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const urlCode = params.get('oobCode');
  const [checked, setChecked] = useState<State>({ step: 'checking' });
  const [error, setError] = useState<ErrorCode | null>(null);
  // Nothing in the address and nothing stored: there is no link to check.
  const missing =
    checked.step === 'checking' && mode !== 'verifyEmail' && !urlCode && readResetCode() === null;
  const state: State = missing ? { step: 'bad-link', reason: 'missing' } : checked;

  useEffect(() => {
    if (mode === 'verifyEmail') return undefined;
    if (urlCode) {
      storeResetCode(urlCode);
      navigate(appPaths.resetPassword(lang), { replace: true });
      return undefined;
    }
    const code = readResetCode();
    if (!code) return undefined;
    let cancelled = false;
    verifyResetCode(code).then(
      (email) => {
        if (!cancelled) setChecked({ step: 'form', email, code });
      },
      (caught: unknown) => {
        if (cancelled) return;
        clearResetCode();
        const expired = caught instanceof AuthError && caught.code === 'auth/reset-link-expired';
        setChecked({ step: 'bad-link', reason: expired ? 'expired' : 'problem' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mode, urlCode, lang, navigate]);

  useEffect(() => {
    if (state.step === 'done') {
      const id = window.setTimeout(
        () => navigate(appPaths.signIn(lang), { replace: true }),
        successRedirectMs,
      );
      return () => window.clearTimeout(id);
    }
    if (state.step === 'bad-link') {
      const id = window.setTimeout(
        () => navigate(appPaths.forgotPassword(lang), { replace: true }),
        badLinkRedirectMs,
      );
      return () => window.clearTimeout(id);
    }
    return undefined;
  }, [state.step, lang, navigate]);

  // Firebase sends every e-mail action to the one action URL; verification is the callback's job.
  if (mode === 'verifyEmail') {
    return (
      <Navigate
        replace
        to={`/auth/callback?mode=verifyEmail&oobCode=${encodeURIComponent(urlCode ?? '')}`}
      />
    );
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
            {state.reason === 'missing' ? (
              <Trans>Invalid reset link. No access token found.</Trans>
            ) : state.reason === 'expired' ? (
              <Trans>Your password reset link has expired. Please request a new one.</Trans>
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
          onClick={() => navigate(appPaths.forgotPassword(lang), { replace: true })}
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

  const { email, code } = state;
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
            await confirmNewPassword(code, values.password);
            setChecked({ step: 'done' });
          } catch (caught) {
            setError(caught instanceof AuthError ? caught.code : 'default');
          } finally {
            // A used code is gone for good; a retry on this page still has it in memory.
            clearResetCode();
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
            {error ? (
              <AuthErrorMessage code={error} unknown={<Trans>Failed to update password</Trans>} />
            ) : null}
            <button className="button" type="submit" disabled={isSubmitting}>
              <Trans>Set new password</Trans>
            </button>
          </Form>
        )}
      </Formik>
    </main>
  );
}
