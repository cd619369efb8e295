import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { setReminder, type ReminderType } from '../api/profile';

type Props = {
  type: ReminderType;
  label: ReactNode;
  hint: ReactNode;
  initial: boolean;
};

/** A reminder switch: idle or saving; it flips only once the server confirms (spec 4). */
export function ReminderSwitch({ type, label, hint, initial }: Props) {
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
      <div className="setting__text">
        <span className="setting__label" id={`${id}-label`}>
          {label}
        </span>
        <span className="setting__hint" id={`${id}-hint`}>
          {hint}
        </span>
        {failed ? (
          <span className="field__error" role="alert">
            {type === 'season' ? (
              <Trans>Failed to update season reminder settings</Trans>
            ) : (
              <Trans>Failed to update birthday reminder settings</Trans>
            )}
          </span>
        ) : null}
      </div>
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
