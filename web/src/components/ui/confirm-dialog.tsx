import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

type Props = {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** While the action runs: both buttons wait and Escape does nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the button that opened the dialog is gone (item removed). */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * Asks before an action that cannot be taken back (one tap on a phone must not end someone's
 * access). A modal `<dialog>`: focus starts on Cancel, Escape cancels, and on close focus returns
 * to the button that opened it, or to `fallbackFocus` when that button left with its item.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useModalDialog(ref, () => cancel.current, fallbackFocus);

  return (
    <dialog
      ref={ref}
      className="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children ? <p id={textId}>{children}</p> : null}
      <div className="form__actions">
        <button
          ref={cancel}
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
