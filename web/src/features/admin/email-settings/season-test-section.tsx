import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { testEmailSchema, type RouteLanguage } from '@sprout/core';
import { LanguageSelect } from '../../../components/ui/language-select';
import { useLoader } from '../../../lib/use-loader';
import { previewReminderEmail, sendReminderTestEmail } from '../api/reminder-admin-api';
import { EmailPreview } from './email-preview';
import { TestEmailForm } from './test-email-form';

/**
 * The season reminder as a parent would get it, previewed and sent to any address. `language`
 * and `email` are what the form starts with (the admin market's language, the admin's address).
 */
export function SeasonTestSection({
  sessionId,
  language: initialLanguage,
  email,
}: {
  sessionId: string;
  language: RouteLanguage;
  email: string;
}) {
  const [language, setLanguage] = useState(initialLanguage);
  const preview = useLoader(language, {
    load: (language: RouteLanguage) =>
      previewReminderEmail(sessionId, language, { type: 'season' }),
  });
  return (
    <section className="card email-settings__section" aria-labelledby="season-test-heading">
      <h2 id="season-test-heading">
        <Trans>Season reminder test e-mail</Trans>
      </h2>
      <LanguageSelect value={language} onChange={setLanguage} />
      <EmailPreview preview={preview} />
      <TestEmailForm
        idPrefix="season-test"
        initialValues={{ email }}
        validationSchema={testEmailSchema}
        send={(values) => {
          const { email } = testEmailSchema.cast(values);
          return sendReminderTestEmail(sessionId, language, email, { type: 'season' });
        }}
        sentText={<Trans>Test email sent successfully! Please check your inbox.</Trans>}
        fallbackText={<Trans>Failed to send test email</Trans>}
      />
    </section>
  );
}
