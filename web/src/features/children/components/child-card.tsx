import { useState, type ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { ageInYears, editChildNameSchema, localToday, type Child } from '@sprout/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { deleteChild, renameChild } from '../api/children';

type Props = {
  child: Child;
  isOwner: boolean;
  /** The latest measurements (the page brings them: they belong to the measurements feature). */
  measurements: ReactNode;
  /** The measurement form, shown below the card while `formOpen`. */
  measurementForm: ReactNode;
  /** The owner's share button (from the sharing feature). */
  shareButton: ReactNode;
  /** A follower stops following (the sharing feature's unsubscribe); rejects when refused. */
  onUnsubscribe: () => Promise<unknown>;
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  /** Optimistic changes: the card shows them at once and rolls back if the server refuses. */
  onRenamed: (name: string | null) => void;
  onDeleted: (deleted: boolean) => void;
};

/** The selected child: name, age, latest measurements, add measurement, rename and delete. */
export function ChildCard({
  child,
  isOwner,
  measurements,
  measurementForm,
  shareButton,
  onUnsubscribe,
  formOpen,
  onFormOpenChange,
  onRenamed,
  onDeleted,
}: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(child.name);
  const [confirming, setConfirming] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const [failure, setFailure] = useState<'rename' | 'delete' | 'name' | null>(null);
  const years = ageInYears(child.birthDate, localToday());
  const name = child.name;

  const saveName = async () => {
    if (!editChildNameSchema.isValidSync({ name: draft })) {
      setFailure('name');
      return;
    }
    setFailure(null);
    setEditing(false);
    onRenamed(draft.trim());
    try {
      await renameChild(child.ownerId, child.id, draft);
    } catch {
      onRenamed(null);
      setFailure('rename');
    }
  };

  const remove = async () => {
    setConfirming(false);
    onDeleted(true);
    try {
      await deleteChild(child.ownerId, child.id);
    } catch {
      onDeleted(false);
      setFailure('delete');
    }
  };

  // A follower stops following: the child leaves the dashboard at once, and returns if refused.
  const leave = async () => {
    setConfirmingLeave(false);
    onDeleted(true);
    try {
      await onUnsubscribe();
    } catch {
      onDeleted(false);
    }
  };

  return (
    <section className="card child-card" aria-labelledby="child-name">
      <div className="child-card__header">
        {editing ? (
          <form
            className="child-card__rename"
            onSubmit={(e) => {
              e.preventDefault();
              void saveName();
            }}
          >
            <label className="visually-hidden" htmlFor="child-rename">
              <Trans>Name</Trans>
            </label>
            <input
              id="child-rename"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={80}
            />
            <button type="submit" className="button">
              <Trans>Save</Trans>
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setEditing(false)}
            >
              <Trans>Cancel</Trans>
            </button>
          </form>
        ) : (
          <h2 id="child-name">{name}</h2>
        )}
        <p className="child-card__age">
          {child.gender === 'male' ? <Trans>Boy</Trans> : <Trans>Girl</Trans>} ·{' '}
          <Plural value={years} one="# year" other="# years" />
        </p>
      </div>
      {failure === 'name' ? (
        <ErrorBox code="validation/required">
          <Trans>Name is required</Trans>
        </ErrorBox>
      ) : failure ? (
        <ErrorBox code="db/query-error">
          <Trans>Failed to update</Trans>
        </ErrorBox>
      ) : null}
      {measurements}
      {isOwner ? (
        <div className="form__actions form__actions--start">
          <button
            type="button"
            className="button"
            aria-expanded={formOpen}
            onClick={() => onFormOpenChange(!formOpen)}
          >
            <Trans>Add measurement</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft(child.name);
              setEditing(true);
            }}
          >
            <Trans>Edit name</Trans>
          </button>
          {shareButton}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(true)}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      ) : (
        <div className="form__actions form__actions--start">
          <p className="child-card__shared">
            <Trans>Shared with you: only the parent can change measurements.</Trans>
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirmingLeave(true)}
          >
            <Trans>Unsubscribe</Trans>
          </button>
        </div>
      )}
      {confirmingLeave ? (
        <ConfirmDialog
          title={<Trans>Stop following {name}? You will need a new link to follow again.</Trans>}
          confirmLabel={<Trans>Unsubscribe</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          onConfirm={() => void leave()}
          onCancel={() => setConfirmingLeave(false)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={<Trans>Delete {name} and all measurements? This cannot be undone.</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {isOwner && formOpen ? measurementForm : null}
    </section>
  );
}
