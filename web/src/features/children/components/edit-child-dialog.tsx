import { useId, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { editChildSchema, languages, type Child, type EditChildInput } from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { formatDate } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { GenderField } from './gender-field';

type Props = {
  child: Child;
  /**
   * The day of the child's earliest measurement (YYYY-MM-DD) as the page has them: the birth
   * date may not come after it. Null when the child has none, undefined while they are unknown.
   */
  earliestMeasuredAt: string | null | undefined;
  /** Saves the correction; rejects when the server refuses (the dialog stays, input kept). */
  onSave: (values: EditChildInput) => Promise<void>;
  onClose: () => void;
};

/**
 * Corrects a child's name, birth date and gender (owners only), checked as when adding a child
 * (core's editChildSchema). A modal `<dialog>`: focus starts in the name, Escape cancels unless a
 * save is running, and focus goes back to the button that opened it.
 */
export function EditChildDialog({ child, earliestMeasuredAt, onSave, onClose }: Props) {
  const { t } = useLingui();
  const lang = useRouteLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const schema = useMemo(
    () => editChildSchema({ stored: child.birthDate, earliestMeasuredAt }),
    [child.birthDate, earliestMeasuredAt],
  );
  const initialValues: EditChildInput = {
    name: child.name,
    birthDate: child.birthDate,
    gender: child.gender,
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
          setFailed(false);
          setBusy(true);
          try {
            await onSave(schema.cast(values) as EditChildInput);
            onClose();
          } catch {
            setFailed(true);
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
            {failed ? (
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
          </Form>
        )}
      </Formik>
    </dialog>
  );
}
