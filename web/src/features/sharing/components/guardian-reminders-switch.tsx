import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { CallErrorBox } from '../../../components/call-error/call-error-box';
import { setGuardianReminders } from '../api/sharing';

type Props = {
  childId: string;
  childName: string;
  /** What the server holds. */
  enabled: boolean;
  /** The server confirmed a new value (the list keeps it). */
  onChange: (enabled: boolean) => void;
};

/**
 * A guardian's own switch for a child's reminder e-mails (issue 33), in their Shared With Me row.
 * It flips only once the server confirms, like the account's reminder switches; their season and
 * birthday switches still decide which reminders come.
 */
export function GuardianRemindersSwitch({ childId, childName, enabled, onChange }: Props) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const toggle = async () => {
    setSaving(true);
    setError(null);
    try {
      onChange(await setGuardianReminders(childId, !enabled));
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="setting guardian-reminders">
      <div className="setting__text">
        <span className="setting__label" id={`${id}-label`}>
          <Trans>Reminder e-mails for {childName}</Trans>
        </span>
        <span className="setting__hint" id={`${id}-hint`}>
          <Trans>Season and birthday reminders, as your own reminder settings allow.</Trans>
        </span>
        {saving ? (
          <span className="setting__status" role="status">
            <Trans>Saving…</Trans>
          </span>
        ) : null}
        {error ? (
          <CallErrorBox
            error={error}
            fallback={<Trans>Failed to update the reminders for {childName}. Try again.</Trans>}
          />
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
