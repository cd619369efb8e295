import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { testEmailSchema } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { CallableError } from '../../../lib/functions';
import { sendWelcomeTestEmail } from '../api/admin-api';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { BackToDashboard } from './admin-layout';

type Outcome = { kind: 'sent' } | { kind: 'failed'; serverText: string | null } | null;

/**
 * /admin/email-settings. Only the welcome test e-mail: the reminder sections come with the
 * reminders issue, whose e-mail jobs they call, so nothing here pretends to send them.
 */
export default function EmailSettingsPage() {
  const { t } = useLingui();
  const sessionId = useAdminSessionStore((s) => s.session?.sessionId ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <main className="admin__page" id="main">
      <BackToDashboard />
      <h1>
        <Trans>Email Settings</Trans>
      </h1>
      <section className="card">
        <h2>
          <Trans>Welcome e-mail test</Trans>
        </h2>
        <Formik
          initialValues={{ email: '' }}
          validationSchema={testEmailSchema}
          onSubmit={async (values) => {
            setOutcome(null);
            try {
              await sendWelcomeTestEmail(sessionId, values.email.trim());
              setOutcome({ kind: 'sent' });
            } catch (error) {
              // The spec: the server's error text when it gives one, else the fallback sentence.
              // (The SDK appends the HTTP status to the server's text: ' [400]'.)
              const serverText =
                error instanceof CallableError && error.message
                  ? error.message.replace(/ \[\d{3}\]$/, '')
                  : null;
              setOutcome({ kind: 'failed', serverText });
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              <TextField name="email" type="email" label={t`Email address`} />
              <button className="button" type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send Test</Trans>}
              </button>
            </Form>
          )}
        </Formik>
        {outcome?.kind === 'sent' ? (
          <p className="notice--success" role="status">
            <Trans>Welcome email sent successfully! Please check your inbox.</Trans>
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <ErrorBox code="api">
            {outcome.serverText ?? <Trans>Failed to send welcome email</Trans>}
          </ErrorBox>
        ) : null}
      </section>
    </main>
  );
}
