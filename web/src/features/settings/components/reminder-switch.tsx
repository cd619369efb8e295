import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ServerTimeoutError } from '../../../lib/server-answer';
import { useAuthStore } from '../../../stores/auth-store';
import { getProfile, setReminder, type ReminderType } from '../api/profile';

/** How often an unconfirmed switch asks the server again for the setting it holds. */
export const reconfirmEveryMs = 5_000;

type Props = {
  type: ReminderType;
  label: ReactNode;
  hint: ReactNode;
  /** The server's value; null when it could not be loaded (then no switch pretends to know). */
  initial: boolean | null;
  /** Loads the settings again after a failed load. */
  onRetry: () => void;
};

/**
 * A reminder switch: idle or saving; it flips only once the server confirms (spec 4). A request
 * the server did not answer in time may still have been carried out (issue 29), so it is not
 * reported as failed: the switch says the change is not confirmed, reads the setting the server
 * holds until it can, and shows that. Only a refusal is a failure.
 */
export function ReminderSwitch({ type, label, hint, initial, onRetry }: Props) {
  if (initial !== null) return <Switch type={type} label={label} hint={hint} initial={initial} />;
  return (
    <div className="setting">
      <SettingText type={type} label={label} hint={hint}>
        <span className="field__error" role="alert">
          {type === 'season' ? (
            <Trans>Failed to load season reminder settings</Trans>
          ) : (
            <Trans>Failed to load birthday reminder settings</Trans>
          )}
        </span>
      </SettingText>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}

function SettingText({
  type,
  label,
  hint,
  children,
}: Pick<Props, 'type' | 'label' | 'hint'> & { children?: ReactNode }) {
  const id = `reminder-${type}`;
  return (
    <div className="setting__text">
      <span className="setting__label" id={`${id}-label`}>
        {label}
      </span>
      <span className="setting__hint" id={`${id}-hint`}>
        {hint}
      </span>
      {children}
    </div>
  );
}

function Switch({
  type,
  label,
  hint,
  initial,
}: Omit<Props, 'initial' | 'onRetry'> & { initial: boolean }) {
  const uid = useAuthStore((s) => s.user?.uid);
  const [enabled, setEnabled] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const id = `reminder-${type}`;

  /** Reads the server's setting until it answers (or the page is left), and shows it. */
  const reconfirm = async () => {
    while (mounted.current && uid) {
      try {
        const profile = await getProfile(uid);
        if (!mounted.current) return;
        if (profile) {
          setEnabled(type === 'season' ? profile.emailReminders : profile.birthdayReminders);
        }
        setUnconfirmed(false);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, reconfirmEveryMs));
      }
    }
  };

  const toggle = async () => {
    setSaving(true);
    setFailed(false);
    setUnconfirmed(false);
    try {
      setEnabled(await setReminder(type, !enabled));
    } catch (error) {
      if (error instanceof ServerTimeoutError) {
        setUnconfirmed(true);
        void reconfirm();
      } else {
        setFailed(true);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="setting">
      <SettingText type={type} label={label} hint={hint}>
        {failed ? (
          <span className="field__error" role="alert">
            {type === 'season' ? (
              <Trans>Failed to update season reminder settings</Trans>
            ) : (
              <Trans>Failed to update birthday reminder settings</Trans>
            )}
          </span>
        ) : null}
        {unconfirmed ? (
          <span className="setting__status" role="status">
            <Trans>Not confirmed yet: Sprout is checking what the server holds.</Trans>
          </span>
        ) : null}
        {saving ? (
          <span className="setting__status" role="status">
            <Trans>Saving…</Trans>
          </span>
        ) : null}
      </SettingText>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={enabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-busy={saving || unconfirmed}
        disabled={saving || unconfirmed}
        onClick={() => void toggle()}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
