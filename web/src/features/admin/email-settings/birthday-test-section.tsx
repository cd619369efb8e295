import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { birthdayTestEmailSchema, type BirthdayTestFields, type RouteLanguage } from '@sprout/core';
import { LanguageSelect } from '../../../components/ui/language-select';
import { TextField } from '../../../components/ui/text-field';
import { useLoader } from '../../../lib/use-loader';
import { previewReminderEmail, sendReminderTestEmail } from '../api/reminder-admin-api';
import { birthdayTestFields, type BirthdayTestValues } from './birthday-test-fields';
import { EmailPreview } from './email-preview';
import { TestEmailForm } from './test-email-form';

/** How long the preview waits for the typing to stop before it renders again. */
const previewDelayMs = 400;

const emptyFields: BirthdayTestValues = {
  childName: '',
  birthDate: '',
  upcomingAge: '',
};

/**
 * The birthday reminder with optional child name, birth date text and upcoming age (the
 * template fills in what is left out), previewed as the fields change and sent to any address.
 * `language` and `email` are what the form starts with (the admin market's language, the
 * admin's address).
 */
export function BirthdayTestSection({
  sessionId,
  language: initialLanguage,
  email,
}: {
  sessionId: string;
  language: RouteLanguage;
  email: string;
}) {
  const { t } = useLingui();
  const [language, setLanguage] = useState(initialLanguage);
  return (
    <section className="card email-settings__section" aria-labelledby="birthday-test-heading">
      <h2 id="birthday-test-heading">
        <Trans>Birthday reminder test e-mail</Trans>
      </h2>
      <TestEmailForm
        idPrefix="birthday-test"
        initialValues={{ ...emptyFields, email }}
        validationSchema={birthdayTestEmailSchema}
        send={(values) =>
          sendReminderTestEmail(sessionId, language, birthdayTestEmailSchema.cast(values).email, {
            type: 'birthday',
            // Valid here: the schema has passed before Formik submits.
            ...birthdayTestFields(values),
          })
        }
        sentText={<Trans>Test birthday email sent successfully! Please check your inbox.</Trans>}
        fallbackText={<Trans>Failed to send test birthday email</Trans>}
      >
        <LanguageSelect value={language} onChange={setLanguage} />
        <div className="email-settings__fields">
          <TextField
            id="birthday-test-child-name"
            name="childName"
            label={t`Child’s name (optional)`}
            autoComplete="off"
          />
          <TextField
            id="birthday-test-birth-date"
            name="birthDate"
            label={t`Birth date (optional)`}
            autoComplete="off"
          />
          <TextField
            id="birthday-test-upcoming-age"
            name="upcomingAge"
            label={t`Upcoming age (optional)`}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <BirthdayPreview sessionId={sessionId} language={language} />
      </TestEmailForm>
    </section>
  );
}

/** The preview of the fields as typed; while one is invalid it keeps showing the last good one. */
function BirthdayPreview({ sessionId, language }: { sessionId: string; language: RouteLanguage }) {
  const { values } = useFormikContext<BirthdayTestValues>();
  const typed = birthdayTestFields(values);
  // Compared and stored as JSON: the parsed fields are a new object on every render.
  const typedKey = typed ? JSON.stringify(typed) : null;
  const [shownKey, setShownKey] = useState(typedKey ?? '{}');
  useEffect(() => {
    if (typedKey === null || typedKey === shownKey) return undefined;
    const timer = setTimeout(() => setShownKey(typedKey), previewDelayMs);
    return () => clearTimeout(timer);
  }, [typedKey, shownKey]);

  const preview = useLoader(`${language} ${shownKey}`, {
    load: () =>
      previewReminderEmail(sessionId, language, {
        type: 'birthday',
        ...(JSON.parse(shownKey) as BirthdayTestFields),
      }),
  });
  return <EmailPreview preview={preview} />;
}
