import { Trans } from '@lingui/react/macro';
import type { RouteLanguage } from '@sprout/core';
import { useLoader } from '../../../lib/use-loader';
import { reminderCounts } from '../api/reminder-admin-api';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { useEmailDefaults } from '../hooks/use-email-defaults';
import { BirthdayTestSection } from '../email-settings/birthday-test-section';
import { SeasonTestSection } from '../email-settings/season-test-section';
import { SendNowSection } from '../email-settings/send-now-section';
import { WelcomeTestSection } from '../email-settings/welcome-test-section';
import { BackToDashboard } from './admin-layout';
import '../email-settings/email-settings.css';

/**
 * /admin/email-settings (spec section 2): the two reminder types (schedule, count, Send Now),
 * their test e-mails with a preview from the real templates (in the admin market's language:
 * `lang`, the admin's own, when it is one of the market's, unless another is chosen), and the
 * welcome e-mail test. Every Send Test starts with the signed-in admin's address.
 */
export default function EmailSettingsPage({ lang }: { lang: RouteLanguage }) {
  const sessionId = useAdminSessionStore((s) => s.session?.sessionId ?? null);
  const defaults = useEmailDefaults(lang);
  // One call counts both types; each reminders section shows its own number.
  const counts = useLoader(sessionId, { load: reminderCounts });

  return (
    <main className="admin__page email-settings" id="main">
      <BackToDashboard />
      <h1>
        <Trans>Email Settings</Trans>
      </h1>
      {sessionId ? (
        <>
          <div className="email-settings__pair">
            <SendNowSection type="season" sessionId={sessionId} counts={counts} />
            <SendNowSection type="birthday" sessionId={sessionId} counts={counts} />
          </div>
          <SeasonTestSection
            sessionId={sessionId}
            language={defaults.language}
            email={defaults.email}
          />
          <BirthdayTestSection
            sessionId={sessionId}
            language={defaults.language}
            email={defaults.email}
          />
          <WelcomeTestSection sessionId={sessionId} email={defaults.email} />
        </>
      ) : null}
    </main>
  );
}
