import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordSchema } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBox } from '../../../components/ui/error-box';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useLoader, type Load } from '../../../lib/use-loader';
import { AuthError, toAuthError } from '../api/auth-error';
import { confirmNewPassword, verifyResetCode } from '../api/password-reset';
import { clearResetCode, readResetCode, storeResetCode } from '../api/reset-code-storage';
import { AuthErrorMessage } from './auth-error-message';
import { PasswordStrengthMeter } from './password-strength-meter';
import { appPaths } from '../../../config/paths';

/** Spec timings: to sign-in 5 s after success; to forgot-password 10 s after a bad link. */
export const successRedirectMs = 5000;
export const badLinkRedirectMs = 10000;
/** Spec section 9: the wait before the stored code is used to set the password. */
export const resetSessionDelayMs = 1000;

/** What stopped the new password: a coded error, or the stored code gone meanwhile. */
type Failure = AuthError | 'code-missing';

type State =
  | { step: 'checking' }
  | { step: 'form'; email: string; code: string }
  | { step: 'bad-link'; reason: 'missing' | 'expired' | 'problem' }
  | { step: 'done' };

/** The stored code and the account it resets, or null when no code is stored. */
async function checkStoredCode(): Promise<{ email: string; code: string } | null> {
  const code = readResetCode();
  if (code === null) return null;
  return { email: await verifyResetCode(code), code };
}

function stateOfCheck(
  check: Load<{ email: string; code: string } | null>,
  cleanAddress: boolean,
): State {
  if (check.state === 'loading') {
    // Nothing in the address and nothing stored: there is no link to check.
    const missing = cleanAddress && readResetCode() === null;
    return missing ? { step: 'bad-link', reason: 'missing' } : { step: 'checking' };
  }
  if (check.state === 'error') {
    const expired =
      check.error instanceof AuthError && check.error.code === 'auth/reset-link-expired';
    return { step: 'bad-link', reason: expired ? 'expired' : 'problem' };
  }
  if (check.data === null) return { step: 'bad-link', reason: 'missing' };
  return { step: 'form', ...check.data };
}

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
  const [done, setDone] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  // A code in the address is stored and the address cleaned first; then the stored code is checked.
  const cleanAddress = mode !== 'verifyEmail' && !urlCode;
  const check = useLoader(cleanAddress ? 'stored-code' : null, { load: checkStoredCode });
  const state: State = done ? { step: 'done' } : stateOfCheck(check, cleanAddress);

  useEffect(() => {
    if (mode === 'verifyEmail' || !urlCode) return;
    storeResetCode(urlCode);
    navigate(appPaths.resetPassword(lang), { replace: true });
  }, [mode, urlCode, lang, navigate]);

  useEffect(() => {
    // A code that failed its check is gone for good.
    if (check.state === 'error') clearResetCode();
  }, [check.state]);

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
          await new Promise((resolve) => window.setTimeout(resolve, resetSessionDelayMs));
          // The stored code is the one used (as the spec's token): cleared meanwhile (signed out,
          // another tab finished the reset), there is nothing to reset with.
          const stored = readResetCode();
          if (stored !== code) {
            setError('code-missing');
            return;
          }
          try {
            await confirmNewPassword(code, values.password);
            clearResetCode();
            setDone(true);
          } catch (caught) {
            const failure = toAuthError(caught);
            // A refused code is gone for good; after a network failure it is still good to retry.
            if (failure.code === 'auth/reset-link-expired') clearResetCode();
            setError(failure);
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
            {error === 'code-missing' ? (
              <ErrorBox code="auth/reset-token-missing">
                <Trans>No reset token found. Please request a new password reset link.</Trans>
              </ErrorBox>
            ) : error ? (
              <AuthErrorMessage
                code={error.code}
                detail={error.detail}
                failed={<Trans>Failed to update password</Trans>}
              />
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
