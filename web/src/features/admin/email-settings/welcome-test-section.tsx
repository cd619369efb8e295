import { Trans } from '@lingui/react/macro';
import { testEmailSchema } from '@sprout/core';
import { sendWelcomeTestEmail } from '../api/admin-api';
import { TestEmailForm } from './test-email-form';

/**
 * The welcome e-mail new accounts get, sent to any address (spec: send-welcome-email); the form
 * starts with `email`, the admin's own.
 */
export function WelcomeTestSection({ sessionId, email }: { sessionId: string; email: string }) {
  return (
    <section className="card email-settings__section" aria-labelledby="welcome-test-heading">
      <h2 id="welcome-test-heading">
        <Trans>Welcome e-mail test</Trans>
      </h2>
      <TestEmailForm
        idPrefix="welcome-test"
        initialValues={{ email }}
        validationSchema={testEmailSchema}
        send={(values) => sendWelcomeTestEmail(sessionId, testEmailSchema.cast(values).email)}
        sentText={<Trans>Welcome email sent successfully! Please check your inbox.</Trans>}
        fallbackText={<Trans>Failed to send welcome email</Trans>}
      />
    </section>
  );
}
