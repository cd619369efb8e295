import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { setReminder, type ReminderType } from '../api/profile';

type Props = {
  type: ReminderType;
  label: ReactNode;
  hint: ReactNode;
  /** The server's value; null when it could not be loaded (then no switch pretends to know). */
  initial: boolean | null;
  /** Loads the settings again after a failed load. */
  onRetry: () => void;
};

/** A reminder switch: idle or saving; it flips only once the server confirms (spec 4). */
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
  const [enabled, setEnabled] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = `reminder-${type}`;

  const toggle = async () => {
    setSaving(true);
    setFailed(false);
    try {
      setEnabled(await setReminder(type, !enabled));
    } catch {
      setFailed(true);
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
      </SettingText>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={enabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-busy={saving}
        disabled={saving}
        onClick={() => void toggle()}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
