import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { string } from 'yup';
import { Trans, useLingui } from '@lingui/react/macro';
import { signInSchema, validationCodes } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { useAuthStore } from '../../../stores/auth-store';
import { adminPaths } from '../../../config/paths';
import { signInAdmin, signOutAdmin, startAdminSession } from '../api/admin-api';
import { adminProblem, type AdminProblem } from '../api/admin-failure';
import { liveSession, useAdminSessionStore } from '../hooks/admin-session-store';
import { AdminProblemMessage } from './admin-problem-message';

const code = string()
  .trim()
  .required(validationCodes.adminCodeRequired)
  .matches(/^\d{6}$/, validationCodes.adminCodeRequired);
const withoutCode = signInSchema;
const withCode = signInSchema.shape({ code });

/** Refusals after which the account has no business staying signed in here. */
const refusals: readonly AdminProblem[] = ['not-admin', 'ip-not-allowed', 'not-authenticated'];

/**
 * /admin/login (spec section 2): e-mail and password, then the server opens the admin session.
 * The 6-digit code field appears only when the server asks for it ('code-required').
 */
export default function AdminLoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useAuthStore((s) => s.status);
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const session = liveSession(useAdminSessionStore((s) => s.session));
  const location = useLocation();
  // The session ran out (the 30 minutes, or the server's answer), not a Sign Out (issue 32).
  const expired =
    useAdminSessionStore((s) => s.expired) ||
    (location.state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  const [codeRequired, setCodeRequired] = useState(false);
  const [problem, setProblem] = useState<AdminProblem | null>(null);

  if (status === 'signed-in' && isAdmin && session) {
    return <Navigate to={adminPaths.dashboard} replace />;
  }

  return (
    <main className="auth-card" id="main">
      <h1>
        <Trans>Admin sign-in</Trans>
      </h1>
      {expired ? (
        <p className="notice" role="status">
          <Trans>
            Your admin session ended after 30 minutes. Sign in again to go on; an unsaved product
            draft is kept on this device.
          </Trans>
        </p>
      ) : null}
      <Formik
        initialValues={{ email: '', password: '', code: '' }}
        validationSchema={codeRequired ? withCode : withoutCode}
        onSubmit={async (values) => {
          setProblem(null);
          try {
            await signInAdmin(values.email, values.password);
            await startAdminSession(codeRequired ? values.code.trim() : undefined);
            navigate(adminPaths.dashboard, { replace: true });
          } catch (error) {
            const found = adminProblem(error);
            if (found === 'code-required') {
              setCodeRequired(true);
              return;
            }
            if (refusals.includes(found)) await signOutAdmin();
            setProblem(found);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="email" type="email" label={t`Email`} autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label={t`Password`}
              autoComplete="current-password"
            />
            {codeRequired ? (
              <TextField
                name="code"
                label={t`Two-factor code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                hint={
                  <p className="field__hint">
                    <Trans>Enter the 6-digit code from your authenticator app.</Trans>
                  </p>
                }
              />
            ) : null}
            {problem ? <AdminProblemMessage problem={problem} /> : null}
            <button className="button" type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
            </button>
          </Form>
        )}
      </Formik>
    </main>
  );
}
