import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { renderSVG } from 'uqr';
import { Trans, useLingui } from '@lingui/react/macro';
import { validationCodes } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { confirmAdminTotp, enrollAdminTotp } from '../api/admin-api';
import { adminProblem, type AdminProblem } from '../api/admin-failure';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { AdminProblemMessage } from './admin-problem-message';
import { BackToDashboard } from './admin-layout';

const codeSchema = object({
  code: string()
    .trim()
    .required(validationCodes.adminCodeRequired)
    .matches(/^\d{6}$/, validationCodes.adminCodeRequired),
});

/** The otpauth:// URI as a QR code (an SVG image: no markup of ours is injected). */
function QrCode({ uri }: { uri: string }) {
  const { t } = useLingui();
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`,
    [uri],
  );
  return <img className="admin__qr" src={src} alt={t`QR code for your authenticator app`} />;
}

type Step = { kind: 'idle' } | { kind: 'scan'; uri: string } | { kind: 'done' };

/**
 * /admin/two-factor: enrols the admin's TOTP second factor (RFC 6238, checked by the functions
 * because the Auth emulator has no TOTP multi-factor). From the next sign-in on, the code is asked.
 */
export default function TwoFactorPage() {
  const { t } = useLingui();
  const sessionId = useAdminSessionStore((s) => s.session?.sessionId ?? '');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [problem, setProblem] = useState<AdminProblem | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <main className="admin__page" id="main">
      <BackToDashboard />
      <h1>
        <Trans>Two-factor sign-in</Trans>
      </h1>
      {step.kind === 'idle' ? (
        <section className="card">
          <p>
            <Trans>
              Protect the admin sign-in with a 6-digit code from an authenticator app. Setting it up
              again replaces the previous one once you confirm the new code.
            </Trans>
          </p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setProblem(null);
              try {
                const { uri } = await enrollAdminTotp(sessionId);
                setStep({ kind: 'scan', uri });
              } catch (error) {
                setProblem(adminProblem(error));
              } finally {
                setBusy(false);
              }
            }}
          >
            <Trans>Set up two-factor sign-in</Trans>
          </button>
        </section>
      ) : null}
      {step.kind === 'scan' ? (
        <section className="card">
          <p>
            <Trans>Scan this code with your authenticator app, then enter the code it shows.</Trans>
          </p>
          <QrCode uri={step.uri} />
          <details>
            <summary>
              <Trans>Cannot scan? Enter this address in the app</Trans>
            </summary>
            <code className="admin__raw">{step.uri}</code>
          </details>
          <Formik
            initialValues={{ code: '' }}
            validationSchema={codeSchema}
            onSubmit={async (values) => {
              setProblem(null);
              try {
                await confirmAdminTotp(sessionId, values.code.trim());
                setStep({ kind: 'done' });
              } catch (error) {
                setProblem(adminProblem(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className="form">
                <TextField
                  name="code"
                  label={t`Two-factor code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
                <button className="button" type="submit" disabled={isSubmitting}>
                  <Trans>Confirm</Trans>
                </button>
              </Form>
            )}
          </Formik>
        </section>
      ) : null}
      {step.kind === 'done' ? (
        <p className="notice--success" role="status">
          <Trans>Two-factor sign-in is on. Your next sign-in asks for the 6-digit code.</Trans>
        </p>
      ) : null}
      {problem ? <AdminProblemMessage problem={problem} /> : null}
    </main>
  );
}
