import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { CallableError } from '../../../lib/functions';
import { deleteAccount } from '../api/profile';

type Failure = 'session' | 'not-found' | 'failed' | 'unexpected';

/** The confirmation dialog of account deletion: confirm, busy, then the caller moves on. */
export function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount();
      onDeleted();
    } catch (error) {
      setBusy(false);
      if (!(error instanceof CallableError)) setFailure('unexpected');
      else if (error.code === 'auth/session-expired') setFailure('session');
      else if (error.code === 'auth/user-not-found') setFailure('not-found');
      else setFailure('failed');
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
      onCancel={(event) => {
        if (busy) event.preventDefault();
        else onClose();
      }}
    >
      <h2 id="delete-title">
        <Trans>Delete your account?</Trans>
      </h2>
      <p id="delete-text">
        <Trans>
          This removes your profile, your children with all their measurements and forecasts, your
          share links, your subscriptions and your saved products. It cannot be undone.
        </Trans>
      </p>
      {failure ? (
        <div className="error-box error-box--api" role="alert">
          <p>
            {failure === 'session' ? (
              <Trans>Your session has expired, please sign in again</Trans>
            ) : failure === 'not-found' ? (
              <Trans>User not found</Trans>
            ) : failure === 'failed' ? (
              <Trans>Failed to delete account</Trans>
            ) : (
              <Trans>An unexpected error occurred while deleting your account</Trans>
            )}
          </p>
        </div>
      ) : null}
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={onClose}
        >
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? <Trans>Deleting…</Trans> : <Trans>Delete account</Trans>}
        </button>
      </div>
    </dialog>
  );
}
