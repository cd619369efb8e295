import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordSchema } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { requestPasswordReset } from '../api/password-reset';
import { appPaths } from '../../../config/paths';

export default function ForgotPasswordPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  if (sentTo) {
    const email = sentTo;
    return (
      <main className="auth-card" id="main">
        <h1>
          <Trans>Check your email</Trans>
        </h1>
        <p>
          <Trans>
            If {email} belongs to a Sprout account, a link to choose a new password is on its way.
          </Trans>
        </p>
        <Link className="button" to={appPaths.signIn(lang)}>
          <Trans>Back to sign in</Trans>
        </Link>
      </main>
    );
  }

  return (
    <main className="auth-card" id="main">
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p>
        <Trans>Enter your e-mail address and we will send you a link to choose a new one.</Trans>
      </p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async (values) => {
          setFailed(false);
          const email = values.email.trim().toLowerCase();
          try {
            await requestPasswordReset(email, `${window.location.origin}/${lang}/signin`);
            setSentTo(email);
          } catch {
            setFailed(true);
          }
        }}
      >
        {({ isSubmitting, submitForm }) => (
          <Form noValidate className="form">
            <TextField name="email" type="email" label={t`Email`} autoComplete="email" />
            {failed ? (
              <ErrorBox
                code="api/server-error"
                onRetry={() => void submitForm()}
                retryLabel={<Trans>Retry</Trans>}
              >
                <Trans>Failed to send reset email</Trans>
              </ErrorBox>
            ) : null}
            <button className="button" type="submit" disabled={isSubmitting}>
              <Trans>Send reset link</Trans>
            </button>
          </Form>
        )}
      </Formik>
      <p className="auth-card__switch">
        <Link to={appPaths.signIn(lang)}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </main>
  );
}
