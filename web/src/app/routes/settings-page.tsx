import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  paths,
  languages,
  type MeasurementSystem,
  type RouteLanguage,
  type UserProfile,
} from '@sprout/core';
import { Spinner } from '../../components/ui/spinner';
import { PendingMark } from '../../components/sync/pending-mark';
import { LanguageSelect } from '../../components/ui/language-select';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useLoader } from '../../lib/use-loader';
import { useMeasurementSystem } from '../../lib/use-measurement-system';
import { storePreferredLanguage } from '../../lib/preferred-language';
import { useAuthStore } from '../../stores/auth-store';
import { signOutUser } from '../../features/auth/api/sign-out';
import { getProfile, saveProfileSettings } from '../../features/settings/api/profile';
import { ReminderSwitch } from '../../features/settings/components/reminder-switch';
import { DeleteAccountDialog } from '../../features/settings/components/delete-account-dialog';
import { DownloadData } from '../../features/settings/components/download-data';
import { SharingSettings } from '../../features/sharing/components/sharing-settings';
import { appPaths } from '../../config/paths';

/** The server's profile; a missing one is a failure like any other (the reminders need it). */
async function loadProfile(uid: string): Promise<UserProfile> {
  const profile = await getProfile(uid);
  if (!profile) throw new Error('The profile does not exist.');
  return profile;
}

type SettingsTab = 'general' | 'sharing';

/**
 * Settings (spec section 2). General: language, units, reminders, download my data, sign out,
 * delete account.
 * Sharing: share links and subscriptions. The tab is in the URL (?tab=sharing) so it can be linked.
 */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab: SettingsTab = params.get('tab') === 'sharing' ? 'sharing' : 'general';
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const uid = useAuthStore((s) => s.user?.uid);
  const email = useAuthStore((s) => s.user?.email ?? '');
  const deviceSystem = useMeasurementSystem();
  // Loading the profile is the one thing this page does on arrival.
  const load = useLoader(uid ?? null, { load: loadProfile });
  const [saveFailed, setSaveFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (load.state === 'loading' || !uid) return <Spinner />;
  // Without the server's profile the page still works (language, units and the account need no
  // profile); only the reminder switches, which show server-held flags, say they could not load.
  const profile = load.state === 'ready' ? load.data : null;
  const system = profile?.measurementSystem ?? deviceSystem;

  // Applied at once and rolled back if the save fails, so the control answers immediately.
  const save = async (changes: Parameters<typeof saveProfileSettings>[1]) => {
    setSaveFailed(false);
    load.setData((current) => ({ ...current, ...changes }));
    try {
      await saveProfileSettings(uid, changes);
      return true;
    } catch {
      if (profile) load.setData(() => profile);
      setSaveFailed(true);
      return false;
    }
  };

  const changeLanguage = async (next: RouteLanguage) => {
    if (await save({ language: next, locale: languages[next].market })) {
      storePreferredLanguage(next);
      navigate(appPaths.settings(next), { replace: true });
    }
  };

  const tabs: { id: SettingsTab; label: string }[] = [
    { id: 'general', label: t`General` },
    { id: 'sharing', label: t`Sharing` },
  ];

  return (
    <main className="page settings" id="main">
      <h1>
        <Trans>Settings</Trans>
      </h1>
      <div className="settings__tabs" role="tablist" aria-label={t`Settings`}>
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`settings-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls="settings-panel"
            className="child-tabs__tab"
            onClick={() =>
              setParams(item.id === 'general' ? {} : { tab: item.id }, { replace: true })
            }
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        id="settings-panel"
        role="tabpanel"
        aria-labelledby={`settings-tab-${tab}`}
        className="settings"
      >
        {tab === 'sharing' ? (
          <SharingSettings />
        ) : (
          <>
            <section className="card settings__section" aria-labelledby="general-title">
              <h2 id="general-title">
                <Trans>General</Trans> <PendingMark path={paths.user(uid)} queued />
              </h2>
              {saveFailed ? (
                <div className="error-box error-box--db" role="alert">
                  <p>
                    <Trans>Failed to update</Trans>
                  </p>
                </div>
              ) : null}
              <LanguageSelect value={lang} onChange={(next) => void changeLanguage(next)} />
              <fieldset className="field segmented">
                <legend>
                  <Trans>Measurement system</Trans>
                </legend>
                {(['metric', 'imperial'] as const).map((option: MeasurementSystem) => (
                  <label key={option} className="segmented__option">
                    <input
                      type="radio"
                      name="measurement-system"
                      value={option}
                      checked={option === system}
                      onChange={() => void save({ measurementSystem: option })}
                    />
                    <span>{option === 'metric' ? t`Metric (cm, kg)` : t`Imperial (in, lbs)`}</span>
                  </label>
                ))}
              </fieldset>
              <ReminderSwitch
                type="season"
                initial={profile ? profile.emailReminders : null}
                onRetry={load.reload}
                label={<Trans>Season reminders</Trans>}
                hint={
                  <Trans>
                    An e-mail a month before each season with the sizes your children will need.
                  </Trans>
                }
              />
              <ReminderSwitch
                type="birthday"
                initial={profile ? profile.birthdayReminders : null}
                onRetry={load.reload}
                label={<Trans>Birthday reminders</Trans>}
                hint={<Trans>An e-mail two weeks before each child’s birthday.</Trans>}
              />
            </section>
            <DownloadData />
            <section className="card settings__section" aria-labelledby="account-title">
              <h2 id="account-title">
                <Trans>Your account</Trans>
              </h2>
              <p>
                <Trans>Signed in as {email}</Trans>
              </p>
              <div className="form__actions form__actions--start">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void signOutUser().then(() => navigate(appPaths.home(lang), { replace: true }))
                  }
                >
                  <Trans>Sign out</Trans>
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => setDeleting(true)}
                >
                  <Trans>Delete account</Trans>
                </button>
              </div>
            </section>
          </>
        )}
      </div>
      {deleting ? (
        <DeleteAccountDialog
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(appPaths.home(lang), { replace: true })}
        />
      ) : null}
    </main>
  );
}
