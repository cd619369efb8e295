import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { renderSVG } from 'uqr';
import { Trans, useLingui } from '@lingui/react/macro';
import { validationCodes, type AdminTotpStatus } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { useLoader } from '../../../lib/use-loader';
import {
  adminTotpStatus,
  confirmAdminTotp,
  disableAdminTotp,
  enrollAdminTotp,
} from '../api/admin-api';
import {
  adminErrorCode,
  adminProblem,
  isTotpNotEnrolled,
  type AdminProblem,
} from '../api/admin-failure';
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

/** The status in words: on since its confirmation (in the page's language), or off. */
function StatusText({ status }: { status: AdminTotpStatus }) {
  const { i18n } = useLingui();
  if (!status.enrolled) return <Trans>Two-factor sign-in is off.</Trans>;
  const confirmed = status.confirmedAt ? new Date(status.confirmedAt) : null;
  if (!confirmed || Number.isNaN(confirmed.getTime()))
    return <Trans>Two-factor sign-in is on.</Trans>;
  const since = new Intl.DateTimeFormat(i18n.locales ?? i18n.locale, { dateStyle: 'long' }).format(
    confirmed,
  );
  return <Trans>Two-factor sign-in is on (since {since}).</Trans>;
}

/** What the page shows under the status: the choices, an enrolment, or turning it off. */
type Step = { kind: 'status' } | { kind: 'scan'; uri: string } | { kind: 'turn-off' };
/** Where focus goes after the step changed (the control used is gone). */
type FocusTarget = 'status' | 'scan' | 'turn-off';

/**
 * /admin/two-factor: the admin's TOTP second factor (RFC 6238, checked by the functions because
 * the Auth emulator has no TOTP multi-factor). Shows whether it is on; when off, enrols one; when
 * on, enrols a new one (the current one stays in force until the new code is confirmed) or turns
 * it off with a current code. The next sign-in asks for the code, or no longer does.
 */
export default function TwoFactorPage() {
  const { t } = useLingui();
  const sessionId = useAdminSessionStore((s) => s.session?.sessionId ?? null);
  const status = useLoader(sessionId, { load: adminTotpStatus });
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [notice, setNotice] = useState<'enrolled' | 'disabled' | null>(null);
  const [problem, setProblem] = useState<AdminProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const statusLine = useRef<HTMLParagraphElement>(null);
  const scanIntro = useRef<HTMLParagraphElement>(null);
  const turnOffArea = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const element =
      target === 'status'
        ? statusLine.current
        : target === 'scan'
          ? scanIntro.current
          : (turnOffArea.current?.querySelector('input') ?? null);
    if (element) {
      element.focus();
      focusNext.current = null;
    }
  });

  const show = (next: Step, focus: FocusTarget) => {
    focusNext.current = focus;
    setStep(next);
  };

  const startEnrolment = async () => {
    if (!sessionId) return;
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      const { uri } = await enrollAdminTotp(sessionId);
      show({ kind: 'scan', uri }, 'scan');
    } catch (error) {
      setProblem(adminProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setProblem(null);
    show({ kind: 'status' }, 'status');
  };

  return (
    <main className="admin__page" id="main">
      <BackToDashboard />
      <h1>
        <Trans>Two-factor sign-in</Trans>
      </h1>
      {status.state === 'loading' ? <Spinner /> : null}
      {status.state === 'error' ? (
        <ErrorBox
          code={adminErrorCode(status.error)}
          onRetry={status.retry}
          retryLabel={<Trans>Retry</Trans>}
        >
          <Trans>The two-factor sign-in status could not be loaded.</Trans>
        </ErrorBox>
      ) : null}
      {status.state === 'ready' ? (
        <>
          <section className="card">
            <p ref={statusLine} tabIndex={-1}>
              <strong>
                <StatusText status={status.data} />
              </strong>
            </p>
            {notice === 'enrolled' ? (
              <p className="notice--success" role="status">
                <Trans>
                  Two-factor sign-in is on. Your next sign-in asks for the 6-digit code.
                </Trans>
              </p>
            ) : null}
            {notice === 'disabled' ? (
              <p className="notice--success" role="status">
                <Trans>Two-factor sign-in is off. Your next sign-in asks for no code.</Trans>
              </p>
            ) : null}
            {step.kind === 'status' && status.data.enrolled ? (
              <>
                <p>
                  <Trans>
                    Setting it up again (for a new phone or app) replaces the current code only once
                    you confirm the new one; until then, sign in with the current one.
                  </Trans>
                </p>
                <div className="form__actions form__actions--start">
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void startEnrolment()}
                  >
                    <Trans>Set up again</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() => {
                      setProblem(null);
                      setNotice(null);
                      show({ kind: 'turn-off' }, 'turn-off');
                    }}
                  >
                    <Trans>Turn off</Trans>
                  </button>
                </div>
              </>
            ) : null}
            {step.kind === 'status' && !status.data.enrolled ? (
              <>
                <p>
                  <Trans>
                    Protect the admin sign-in with a 6-digit code from an authenticator app.
                  </Trans>
                </p>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void startEnrolment()}
                >
                  <Trans>Set up two-factor sign-in</Trans>
                </button>
              </>
            ) : null}
          </section>
          {step.kind === 'scan' ? (
            <section className="card">
              <p ref={scanIntro} tabIndex={-1}>
                <Trans>
                  Scan this code with your authenticator app, then enter the code it shows.
                </Trans>
              </p>
              {status.data.enrolled ? (
                <p>
                  <Trans>Your current code keeps working until you confirm the new one.</Trans>
                </p>
              ) : null}
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
                  if (!sessionId) return;
                  setProblem(null);
                  try {
                    const { confirmedAt } = await confirmAdminTotp(sessionId, values.code.trim());
                    status.setData(() => ({ enrolled: true, confirmedAt, pending: false }));
                    setNotice('enrolled');
                    show({ kind: 'status' }, 'status');
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
                    <div className="form__actions form__actions--start">
                      <button className="button" type="submit" disabled={isSubmitting}>
                        <Trans>Confirm</Trans>
                      </button>
                      <button className="button button--secondary" type="button" onClick={back}>
                        <Trans>Cancel</Trans>
                      </button>
                    </div>
                  </Form>
                )}
              </Formik>
            </section>
          ) : null}
          {step.kind === 'turn-off' ? (
            <section className="card" aria-labelledby="two-factor-turn-off">
              <h2 id="two-factor-turn-off">
                <Trans>Turn off two-factor sign-in</Trans>
              </h2>
              <p>
                <Trans>
                  To confirm it is you, enter the current 6-digit code from your authenticator app.
                </Trans>
              </p>
              <Formik
                initialValues={{ code: '' }}
                validationSchema={codeSchema}
                onSubmit={async (values) => {
                  if (!sessionId) return;
                  setProblem(null);
                  try {
                    const next = await disableAdminTotp(sessionId, values.code.trim());
                    status.setData(() => next);
                  } catch (error) {
                    if (!isTotpNotEnrolled(error)) {
                      setProblem(adminProblem(error));
                      return;
                    }
                    // Already off (turned off elsewhere): show the server's status as it is.
                    status.reload();
                  }
                  setNotice('disabled');
                  show({ kind: 'status' }, 'status');
                }}
              >
                {({ isSubmitting }) => (
                  <Form noValidate className="form">
                    <div ref={turnOffArea}>
                      <TextField
                        name="code"
                        id="turn-off-code"
                        label={t`Two-factor code`}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                      />
                    </div>
                    <div className="form__actions form__actions--start">
                      <button
                        className="button button--danger"
                        type="submit"
                        disabled={isSubmitting}
                      >
                        {isSubmitting ? <Trans>Turning off…</Trans> : <Trans>Turn off</Trans>}
                      </button>
                      <button className="button button--secondary" type="button" onClick={back}>
                        <Trans>Cancel</Trans>
                      </button>
                    </div>
                  </Form>
                )}
              </Formik>
            </section>
          ) : null}
        </>
      ) : null}
      {problem ? <AdminProblemMessage problem={problem} /> : null}
    </main>
  );
}
