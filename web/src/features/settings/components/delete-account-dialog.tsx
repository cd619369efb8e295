import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CallableError } from '../../../lib/functions';
import { deleteAccount } from '../api/profile';
import {
  reauthenticateWithGoogle,
  reauthenticateWithPassword,
  signInState,
  type SignInMethod,
} from '../api/reauthenticate';

type Failure =
  'session' | 'not-found' | 'failed' | 'credentials' | 'google' | 'unexpected' | 'unknown';

/** A failure that says nothing of itself (spec 8: the dialog then falls back to its own words). */
function saysNothing(error: unknown) {
  return !(error instanceof Error) || error.message.trim() === '';
}

/**
 * The confirmation dialog of account deletion. Deleting needs a sign-in of the last five minutes:
 * an older one (or the server's 'session expired') asks for the password, or Google's popup,
 * and then deletes. Only a confirmed deletion moves on; on any failure the user stays here,
 * signed in, and reads why.
 */
export function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Set when the user must sign in again before deleting. */
  const [reauth, setReauth] = useState<SignInMethod | null>(null);
  const [password, setPassword] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  /** Deletes; a session the server finds too old leads to signing in again (once). */
  const remove = async (afterReauth: boolean) => {
    try {
      await deleteAccount();
      onDeleted();
    } catch (error) {
      setBusy(false);
      if (saysNothing(error)) setFailure('unknown');
      else if (!(error instanceof CallableError)) setFailure('unexpected');
      else if (error.code === 'auth/session-expired') {
        if (afterReauth) setFailure('session');
        else
          setReauth(
            await signInState().then(
              (state) => state.method,
              () => 'password' as const,
            ),
          );
      } else if (error.code === 'auth/user-not-found') setFailure('not-found');
      else setFailure('failed');
    }
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const state = await signInState();
      if (!state.recent) {
        setBusy(false);
        setReauth(state.method);
        return;
      }
    } catch {
      setBusy(false);
      setFailure('unexpected');
      return;
    }
    await remove(false);
  };

  const signInAgain = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (reauth === 'google') await reauthenticateWithGoogle();
      else await reauthenticateWithPassword(password);
    } catch {
      setBusy(false);
      setFailure(reauth === 'google' ? 'google' : 'credentials');
      return;
    }
    await remove(true);
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
      {reauth ? (
        <form
          className="form"
          id="delete-reauth"
          onSubmit={(event) => {
            event.preventDefault();
            void signInAgain();
          }}
        >
          <p className="notice" role="status">
            <Trans>Your session has expired, please sign in again</Trans>
          </p>
          {reauth === 'password' ? (
            <div className="field">
              <label htmlFor="delete-password">{t`Password`}</label>
              <input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          ) : null}
        </form>
      ) : null}
      {failure ? (
        <div
          className={`error-box ${
            failure === 'failed' || failure === 'unexpected' || failure === 'unknown'
              ? 'error-box--api'
              : 'error-box--auth'
          }`}
          role="alert"
        >
          <p>
            {failure === 'session' ? (
              <Trans>Your session has expired, please sign in again</Trans>
            ) : failure === 'not-found' ? (
              <Trans>User not found</Trans>
            ) : failure === 'failed' ? (
              <Trans>Failed to delete account</Trans>
            ) : failure === 'credentials' ? (
              <Trans>Invalid email or password</Trans>
            ) : failure === 'google' ? (
              <Trans>Authentication failed</Trans>
            ) : failure === 'unknown' ? (
              <Trans>An unexpected error occurred</Trans>
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
        {reauth === 'google' ? (
          <button
            type="submit"
            form="delete-reauth"
            className="button button--danger"
            disabled={busy}
          >
            {busy ? <Trans>Deleting…</Trans> : <Trans>Sign in with Google and delete</Trans>}
          </button>
        ) : reauth === 'password' ? (
          <button
            type="submit"
            form="delete-reauth"
            className="button button--danger"
            disabled={busy || !password}
          >
            {busy ? <Trans>Deleting…</Trans> : <Trans>Delete account</Trans>}
          </button>
        ) : (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? <Trans>Deleting…</Trans> : <Trans>Delete account</Trans>}
          </button>
        )}
      </div>
    </dialog>
  );
}
