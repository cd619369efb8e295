import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  localToday,
  spokenAge,
  type Child,
  type EditChildInput,
  type ParentHeightsCm,
} from '@sprout/core';
import { ChildAge } from '../../../components/child/child-age';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { useLoader } from '../../../lib/use-loader';
import { useAuthStore } from '../../../stores/auth-store';
import { deleteChild, editChild } from '../api/children';
import { canRecord, type ChildAccess } from '../utils/child-access';
import { saveParentHeights, watchParentHeights } from '../api/parent-heights';

// The dialog's code (formik, yup) loads when it opens, not with the dashboard (issues 18 and 34);
// the service worker precaches it so it opens offline too (vite.config.ts, offlineForms).
const EditChildDialog = lazy(() =>
  import('./edit-child-dialog').then((module) => ({ default: module.EditChildDialog })),
);

type Props = {
  child: Child;
  /**
   * The user's access: the owner and a guardian record (add measurement, edit the child); only the
   * owner shares, deletes the child and sees the parents' heights; a follower reads.
   */
  access: ChildAccess;
  /** The latest measurements (the page brings them: they belong to the measurements feature). */
  measurements: ReactNode;
  /** The measurement form, shown below the card while `formOpen`. */
  measurementForm: ReactNode;
  /** The owner's share button (from the sharing feature). */
  shareButton: ReactNode;
  /**
   * A follower or guardian stops following (the sharing feature's unsubscribe); rejects when
   * refused.
   */
  onUnsubscribe: () => Promise<unknown>;
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  /**
   * The day of the earliest measurement (YYYY-MM-DD) as the page has them, null without any,
   * undefined while unknown: the edit dialog keeps the birth date on or before it.
   */
  earliestMeasuredAt: string | null | undefined;
  /** Optimistic changes: the card shows them at once and rolls back if the server refuses. */
  onEdited: (changes: EditChildInput | null) => void;
  onDeleted: (deleted: boolean) => void;
};

/** The selected child: name, age, latest measurements, add measurement, edit (and, in it, delete). */
export function ChildCard({
  child,
  access,
  measurements,
  measurementForm,
  shareButton,
  onUnsubscribe,
  formOpen,
  onFormOpenChange,
  earliestMeasuredAt,
  onEdited,
  onDeleted,
}: Props) {
  const uid = useAuthStore((s) => s.user?.uid);
  const isOwner = access === 'owner';
  const records = canRecord(access);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const [failure, setFailure] = useState<'delete' | null>(null);
  const age = spokenAge(child.birthDate, localToday());
  const name = child.name;
  // Read only while the owner's edit dialog is open: opening the dashboard reads nothing more
  // (and a guardian never: the parents' heights are the owner's alone).
  const parents = useLoader<ParentHeightsCm | null>(editing && isOwner ? child.id : null, {
    watch: watchParentHeights,
  });

  // Shown at once; rolled back (and the dialog says so, input kept) if the server refuses.
  const saveEdit = async (values: EditChildInput) => {
    if (!uid) return;
    setFailure(null);
    onEdited(values);
    try {
      // Offline it is queued (lib/outbox.ts) in the writer's outbox (the owner or a guardian):
      // the card keeps the change, marked as waiting.
      await editChild(uid, child.id, values);
    } catch (error) {
      onEdited(null);
      throw error;
    }
  };

  // Offline it is queued like the correction; a refusal online keeps the dialog open.
  const saveParents = async (heights: ParentHeightsCm) => {
    await saveParentHeights(child.ownerId, child.id, name, heights);
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
        <h2 id="child-name">{name}</h2>
        <p className="child-card__age">
          {child.gender === 'male' ? <Trans>Boy</Trans> : <Trans>Girl</Trans>} ·{' '}
          <ChildAge age={age} />
        </p>
      </div>
      {failure ? (
        <ErrorBox code="db/query-error">
          <Trans>Failed to update</Trans>
        </ErrorBox>
      ) : null}
      {measurements}
      {records ? (
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
            aria-haspopup="dialog"
            onClick={() => setEditing(true)}
          >
            <Trans>Edit child</Trans>
          </button>
          {isOwner ? shareButton : null}
        </div>
      ) : null}
      {isOwner ? null : (
        <div className="form__actions form__actions--start">
          <p className="child-card__shared">
            {records ? (
              <Trans>Shared with you to record: you can add and correct measurements.</Trans>
            ) : (
              <Trans>Shared with you: only the parent can change measurements.</Trans>
            )}
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
      {editing ? (
        <Suspense fallback={<Spinner />}>
          <EditChildDialog
            child={child}
            isOwner={isOwner}
            earliestMeasuredAt={earliestMeasuredAt}
            parents={parents}
            onSave={saveEdit}
            onSaveParents={saveParents}
            onClose={() => setEditing(false)}
            onDelete={() => {
              setEditing(false);
              setConfirming(true);
            }}
          />
        </Suspense>
      ) : null}
      {confirmingLeave ? (
        <ConfirmDialog
          title={
            records ? (
              <Trans>
                Stop recording for {name}? You will need a new invitation to record again.
              </Trans>
            ) : (
              <Trans>Stop following {name}? You will need a new link to follow again.</Trans>
            )
          }
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
      {records && formOpen ? measurementForm : null}
    </section>
  );
}
