import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, Form, Formik, useField } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { languages, routeLanguages, signUpSchema, type RouteLanguage } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { validationMessage } from '../../../lib/validation-messages';
import { signUp } from '../api/sign-up';
import { rememberSocialSignUp } from '../api/pending-social-user';
import { GoogleButton, GoogleCancelled } from './google-button';
import { TermsLabel } from './terms-label';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { toAuthError, type AuthError } from '../api/auth-error';
import { AuthErrorMessage } from './auth-error-message';
import { PasswordStrengthMeter } from './password-strength-meter';
import { appPaths } from '../../../config/paths';

type Values = {
  language: RouteLanguage;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export default function SignUpPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const [error, setError] = useState<AuthError | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const google = useGoogleSignIn(setError);

  if (doneFor) {
    const email = doneFor;
    return (
      <main className="auth-card" id="main">
        <h1>
          <Trans>Sign Up Successful!</Trans>
        </h1>
        <p>
          <Trans>
            We sent a confirmation e-mail to {email}. Open the link in it, then sign in.
          </Trans>
        </p>
        <Link className="button" to={appPaths.signIn(lang)}>
          <Trans>Continue to Sign In</Trans>
        </Link>
      </main>
    );
  }

  const initialValues: Values = {
    language: lang,
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  };

  return (
    <main className="auth-card" id="main">
      <h1>
        <Trans>Create your free account</Trans>
      </h1>
      <Formik
        initialValues={initialValues}
        validationSchema={signUpSchema}
        onSubmit={async (values) => {
          setError(null);
          const input = signUpSchema.cast(values);
          try {
            await signUp(input);
            setDoneFor(input.email);
          } catch (caught) {
            setError(toAuthError(caught));
          }
        }}
      >
        {({ isSubmitting, values, setFieldTouched }) => (
          <Form noValidate className="form">
            <LanguageSelect />
            <TextField name="name" label={t`Name`} autoComplete="name" />
            <TextField name="email" type="email" label={t`Email`} autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label={t`Password`}
              autoComplete="new-password"
              hint={<PasswordStrengthMeter password={values.password} />}
            />
            <TextField
              name="confirmPassword"
              type="password"
              label={t`Confirm password`}
              autoComplete="new-password"
            />
            <TermsCheckbox />
            {error ? (
              <AuthErrorMessage
                code={error.code}
                detail={error.detail}
                failed={<Trans>Failed to sign up</Trans>}
              />
            ) : null}
            <button className="button" type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Trans>Creating account…</Trans> : <Trans>Sign up</Trans>}
            </button>
            <p className="divider">
              <span>
                <Trans>or</Trans>
              </span>
            </p>
            <GoogleButton
              disabled={google.busy}
              onClick={() => {
                // Google sign-up needs the same accepted terms as the e-mail form (spec 5).
                void setFieldTouched('acceptTerms', true);
                if (values.acceptTerms) {
                  void google.start(() => rememberSocialSignUp(values.language));
                }
              }}
            >
              <Trans>Sign up with Google</Trans>
            </GoogleButton>
            {google.cancelled ? <GoogleCancelled /> : null}
          </Form>
        )}
      </Formik>
      <p className="auth-card__switch">
        <Trans>Already have an account?</Trans> <Link to={appPaths.signIn(lang)}>{t`Sign in`}</Link>
      </p>
    </main>
  );
}

function LanguageSelect() {
  const [field, meta] = useField<string>('language');
  const { i18n } = useLingui();
  return (
    <div className="field">
      <label htmlFor="field-language">
        <Trans>Language</Trans>
      </label>
      <select {...field} id="field-language">
        {routeLanguages.map((code) => (
          <option key={code} value={code}>
            {languages[code].nativeName}
          </option>
        ))}
      </select>
      {meta.touched && meta.error ? (
        <p className="field__error">{i18n._(validationMessage(meta.error))}</p>
      ) : null}
    </div>
  );
}

function TermsCheckbox() {
  const [, meta] = useField<boolean>('acceptTerms');
  const { i18n } = useLingui();
  const invalid = meta.touched && meta.error != null;
  return (
    <div className="field field--checkbox">
      <Field
        type="checkbox"
        name="acceptTerms"
        id="field-acceptTerms"
        aria-invalid={invalid}
        aria-describedby={invalid ? 'field-acceptTerms-error' : undefined}
      />
      <TermsLabel htmlFor="field-acceptTerms" />
      {invalid ? (
        <p className="field__error" id="field-acceptTerms-error">
          {i18n._(validationMessage(meta.error ?? ''))}
        </p>
      ) : null}
    </div>
  );
}
