import { useEffect, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  accessRoles,
  defaultShareExpiryDays,
  shareExpiryOptions,
  type AccessRole,
  type ShareExpiryDays,
} from '@sprout/core';
import { CallErrorBox } from '../../../components/call-error/call-error-box';
import { NeedsConnection } from '../../../components/sync/needs-connection';
import { isOfflineFailure } from '../../../lib/functions';
import { track } from '../../../lib/analytics';
import { whatsappUrl } from '../../../components/share/share-links';
import { createShare, shareUrl } from '../api/sharing';
import { ExpiryText } from './expiry-text';
import { AccessRoleLabel } from './access-role-label';
import './sharing.css';

/** How long the 'Copied!' note stays (spec). */
export const copiedNoteMs = 2000;

type Created = { url: string; expiresAt: string; role: AccessRole };

/**
 * Whether the device has a share sheet that takes this address: only some browsers (mostly
 * phones) have one, in secure contexts; `canShare` (where there is one) may still refuse the data.
 */
function canShareNatively(url: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  const canShare = navigator.canShare as Navigator['canShare'] | undefined;
  return canShare?.call(navigator, { url }) !== false;
}

/**
 * The owner's share dialog: choose what the person may do (view: a follower link anyone holding
 * it may use; record: a single-use guardian invitation, issue 33) and how long the link lives,
 * generate it, then send it: through the phone's own share sheet where the device has one
 * (WhatsApp, Messages, mail…), or by WhatsApp, e-mail or copying it.
 */
export function ShareDialog({
  childId,
  childName,
  onClose,
}: {
  childId: string;
  childName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const [role, setRole] = useState<AccessRole>('follower');
  const [days, setDays] = useState<ShareExpiryDays>(defaultShareExpiryDays);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [copied, setCopied] = useState(false);
  const [sheetFailed, setSheetFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (!copied) return undefined;
    const id = window.setTimeout(() => setCopied(false), copiedNoteMs);
    return () => window.clearTimeout(id);
  }, [copied]);

  const generate = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const result = await createShare(childId, days, role);
      setCreated({ url: shareUrl(result.token), expiresAt: result.expiresAt, role });
      track('child_share', { expiresInDays: days ?? 0, role });
    } catch (error) {
      setFailed({ error });
    } finally {
      setBusy(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard refused (permissions): select the text so the user can copy it by hand.
      document.querySelector<HTMLInputElement>('#share-link')?.select();
      return;
    }
    setCopied(true);
  };

  // What is sent names what the link gives: following, or recording (the link's own role).
  const sentRole = created?.role ?? role;
  const mailSubject =
    sentRole === 'guardian'
      ? t`Record ${childName}’s growth with me on Sprout`
      : t`Follow ${childName} on Sprout`;
  const message =
    sentRole === 'guardian'
      ? t`I’m inviting you to record ${childName}’s growth in Sprout: you can add and correct measurements. Open this link to accept the invitation (it works once):`
      : t`I’m sharing ${childName}’s sizes with you on Sprout. Open this link to see them and follow along:`;
  const mailBody = (url: string) => `${message}\n\n${url}`;
  const shareNatively = async (url: string) => {
    setSheetFailed(false);
    try {
      await navigator.share({ title: mailSubject, text: message, url });
    } catch (error) {
      // The user closed the sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (permissions, data): say so; copying and the other ways below remain.
      setSheetFailed(true);
      document.querySelector<HTMLInputElement>('#share-link')?.select();
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog share-dialog"
      aria-labelledby="share-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="share-title">
        <Trans>Share {childName}</Trans>
      </h2>
      {created ? (
        <div className="share-dialog__result">
          <label htmlFor="share-link">
            {created.role === 'guardian' ? (
              <Trans>Invitation link</Trans>
            ) : (
              <Trans>Share link</Trans>
            )}
          </label>
          <div className="share-dialog__link">
            <input
              id="share-link"
              type="text"
              readOnly
              value={created.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="button" onClick={() => void copy(created.url)}>
              <Trans>Copy</Trans>
            </button>
          </div>
          <p role="status" className="share-dialog__copied">
            {copied ? (
              <Trans>Copied!</Trans>
            ) : sheetFailed ? (
              <Trans>The share sheet did not open. Copy the link instead.</Trans>
            ) : null}
          </p>
          <p className="share-dialog__expiry">
            <ExpiryText expiresAt={created.expiresAt} />
            {created.role === 'guardian' ? (
              <>
                {' '}
                · <Trans>Send it to one person only: the invitation works once.</Trans>
              </>
            ) : null}
          </p>
          <div className="share-dialog__send">
            {canShareNatively(created.url) ? (
              <button
                type="button"
                className="button"
                onClick={() => void shareNatively(created.url)}
              >
                <Trans>Send the link…</Trans>
              </button>
            ) : null}
            <a
              className="button button--secondary"
              href={whatsappUrl({ url: created.url, title: mailSubject, text: message })}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Send by WhatsApp</Trans>
            </a>
            <a
              className="button button--secondary"
              href={`mailto:?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(
                mailBody(created.url),
              )}`}
            >
              <Trans>Share by e-mail</Trans>
            </a>
          </div>
        </div>
      ) : (
        <>
          <fieldset className="field segmented share-dialog__roles">
            <legend>
              <Trans>What may they do?</Trans>
            </legend>
            {accessRoles.map((option) => (
              <label key={option} className="segmented__option">
                <input
                  type="radio"
                  name="share-role"
                  value={option}
                  checked={role === option}
                  onChange={() => setRole(option)}
                  aria-describedby="share-role-hint"
                />
                <span>
                  <AccessRoleLabel role={option} />
                </span>
              </label>
            ))}
          </fieldset>
          <p id="share-role-hint" className="share-dialog__role-hint">
            {role === 'guardian' ? (
              <Trans>
                They can add and correct measurements and edit {childName}’s details. The invitation
                works once.
              </Trans>
            ) : (
              <Trans>
                Anyone with the link can see {childName}’s latest measurements and sizes, and can
                follow {childName} after signing in. You can delete the link in Settings at any
                time.
              </Trans>
            )}
          </p>
          <fieldset className="field segmented share-dialog__expiries">
            <legend>
              <Trans>Link expires after</Trans>
            </legend>
            {shareExpiryOptions.map((option) => (
              <label key={option ?? 'never'} className="segmented__option">
                <input
                  type="radio"
                  name="share-expiry"
                  checked={days === option}
                  onChange={() => setDays(option)}
                />
                <span>
                  {option === null ? (
                    <Trans>No expiration</Trans>
                  ) : (
                    <Plural value={option} one="# day" other="# days" />
                  )}
                </span>
              </label>
            ))}
          </fieldset>
          {failed && isOfflineFailure(failed.error) ? (
            <NeedsConnection onRetry={() => void generate()} />
          ) : failed ? (
            <CallErrorBox
              error={failed.error}
              fallback={<Trans>Failed to generate share link</Trans>}
              onRetry={() => void generate()}
              fieldLabels={{ expiresInDays: <Trans>Link expires after</Trans> }}
            />
          ) : null}
        </>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
        {created ? null : (
          <button type="button" className="button" disabled={busy} onClick={() => void generate()}>
            {busy ? <Trans>Generating…</Trans> : <Trans>Generate link</Trans>}
          </button>
        )}
      </div>
    </dialog>
  );
}
