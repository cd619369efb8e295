import { useId, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  editChildSchema,
  languages,
  parentHeightsFields,
  parentHeightsForForm,
  parentHeightsToMetric,
  type Child,
  type EditChildInput,
  type ParentHeightsCm,
  type ParentHeightsFormValues,
} from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { formatDate } from '../../../lib/format';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';
import type { Load } from '../../../lib/use-loader';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { GenderField } from './gender-field';
import { ParentHeightsFields } from './parent-heights-fields';

type Props = {
  child: Child;
  /**
   * The owner also deletes the child and gives the parents' heights here; a guardian (issue 33)
   * corrects the name, birth date and gender alone.
   */
  isOwner: boolean;
  /**
   * The day of the child's earliest measurement (YYYY-MM-DD) as the page has them: the birth
   * date may not come after it. Null when the child has none, undefined while they are unknown.
   */
  earliestMeasuredAt: string | null | undefined;
  /** The parents' heights as stored (null: none given), read since the dialog opened (owner). */
  parents: Load<ParentHeightsCm | null>;
  /** Saves the correction; rejects when the server refuses (the dialog stays, input kept). */
  onSave: (values: EditChildInput) => Promise<void>;
  /** Saves the parents' heights (cm, null where not given), only when changed; rejects likewise. */
  onSaveParents: (heights: ParentHeightsCm) => Promise<void>;
  onClose: () => void;
  /**
   * Asks to delete the child (the card confirms it): here, behind Edit, rather than a button on
   * the card that a phone shows before the sizes (issue 30).
   */
  onDelete: () => void;
};

type Values = EditChildInput & ParentHeightsFormValues;

/**
 * Corrects a child's name, birth date and gender (the owner or a guardian), checked as when adding
 * a child (core's editChildSchema); for the owner alone it also holds the optional parents'
 * heights (core's parentHeightsFields, in the user's units) and the way to delete the child. A
 * modal `<dialog>`: focus starts in the name, Escape cancels unless a save is running, and focus
 * goes back to the button that opened it.
 */
export function EditChildDialog({
  child,
  isOwner,
  earliestMeasuredAt,
  parents,
  onSave,
  onSaveParents,
  onClose,
  onDelete,
}: Props) {
  const { t } = useLingui();
  const childName = child.name;
  const lang = useRouteLanguage();
  const system = useMeasurementSystem();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // 'access': a guardian's correction refused because the owner changed their access since.
  const [failed, setFailed] = useState<'error' | 'access' | null>(null);
  const [busy, setBusy] = useState(false);
  // The stored heights the fields were filled from; undefined until they arrive.
  const [loadedHeights, setLoadedHeights] = useState<ParentHeightsCm | null>();
  // A guardian's dialog has no heights fields: theirs stay empty, and nothing saves them
  // (changedHeights finds no stored heights loaded).
  const schema = useMemo(
    () =>
      editChildSchema({ stored: child.birthDate, earliestMeasuredAt }).shape(
        parentHeightsFields(system),
      ),
    [child.birthDate, earliestMeasuredAt, system],
  );
  const initialValues: Values = {
    name: child.name,
    birthDate: child.birthDate,
    gender: child.gender,
    motherHeight: '',
    fatherHeight: '',
  };

  /**
   * The heights to save, or null when the parent changed neither (or they never arrived). A
   * field left as it was keeps its stored value: read back from rounded inches it could move.
   */
  const changedHeights = (values: Values, typed: ParentHeightsCm): ParentHeightsCm | null => {
    if (loadedHeights === undefined) return null;
    const shown = parentHeightsForForm(loadedHeights, system);
    const mother = values.motherHeight.trim() !== shown.motherHeight;
    const father = values.fatherHeight.trim() !== shown.fatherHeight;
    if (!mother && !father) return null;
    return {
      motherCm: mother ? typed.motherCm : (loadedHeights?.motherCm ?? null),
      fatherCm: father ? typed.fatherCm : (loadedHeights?.fatherCm ?? null),
    };
  };

  useModalDialog(ref, () => ref.current?.querySelector<HTMLInputElement>('input[name="name"]'));

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>
        <Trans>Edit child</Trans>
      </h2>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailed(null);
          setBusy(true);
          try {
            const { motherHeight, fatherHeight, ...correction } = schema.cast(values);
            await onSave(correction as EditChildInput);
            const heights = changedHeights(
              values,
              parentHeightsToMetric({ motherHeight, fatherHeight }, system),
            );
            if (heights) await onSaveParents(heights);
            onClose();
          } catch (error) {
            const refused = (error as { code?: unknown } | null)?.code === 'permission-denied';
            setFailed(refused && !isOwner ? 'access' : 'error');
            setBusy(false);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField
              name="name"
              id="edit-child-name"
              label={t`Name`}
              autoComplete="off"
              maxLength={80}
            />
            <TextField
              name="birthDate"
              id="edit-child-birth-date"
              type="date"
              label={t`Birth date`}
              max={earliestMeasuredAt ?? undefined}
              errorValues={{
                date: earliestMeasuredAt
                  ? formatDate(earliestMeasuredAt, languages[lang].intl)
                  : '',
              }}
            />
            <GenderField idPrefix="edit-child-gender" />
            {isOwner ? (
              <ParentHeightsFields
                system={system}
                parents={parents}
                loaded={loadedHeights}
                onLoaded={setLoadedHeights}
              />
            ) : null}
            {failed === 'access' ? (
              <ErrorBox code="db/permission-error">
                <Trans>
                  You can no longer change {childName}’s details: the parent has changed what you
                  may do.
                </Trans>
              </ErrorBox>
            ) : failed ? (
              <ErrorBox code="db/query-error">
                <Trans>Failed to update</Trans>
              </ErrorBox>
            ) : null}
            <div className="form__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={isSubmitting}
                onClick={onClose}
              >
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className="button" disabled={isSubmitting}>
                {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
              </button>
            </div>
            {isOwner ? (
              <div className="edit-child__delete">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={isSubmitting}
                  onClick={onDelete}
                >
                  <Trans>Delete {childName}</Trans>
                </button>
              </div>
            ) : null}
          </Form>
        )}
      </Formik>
    </dialog>
  );
}
