import { useEffect, useId } from 'react';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatInUnit,
  languages,
  parentHeightLimits,
  parentHeightsForForm,
  unitsOf,
  unitSymbol,
  type MeasurementSystem,
  type ParentHeightsCm,
  type ParentHeightsFormValues,
} from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import type { Load } from '../../../lib/use-loader';
import { useRouteLanguage } from '../../../lib/use-route-language';

type Props = {
  system: MeasurementSystem;
  /** The heights as the server has them, read since the dialog opened. */
  parents: Load<ParentHeightsCm | null>;
  /**
   * The heights the fields were filled from (undefined until they arrive): the dialog saves
   * only what the parent changed against them.
   */
  loaded: ParentHeightsCm | null | undefined;
  onLoaded: (heights: ParentHeightsCm | null) => void;
};

/**
 * "Parents' heights (optional)" in the edit-child dialog: the mother's and the father's height in
 * the user's units. The fields stay disabled until the stored heights have arrived, so a save can
 * never overwrite heights it has not seen; if they cannot be read, the rest of the dialog still
 * saves and Retry reads them again.
 */
export function ParentHeightsFields({ system, parents, loaded, onLoaded }: Props) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<ParentHeightsFormValues>();
  const noteId = useId();
  const intl = languages[useRouteLanguage()].intl;
  const lengthUnit = unitsOf[system].length;
  // As the page's language writes it (Arabic: سم).
  const unit = unitSymbol(lengthUnit, intl);
  const limits = parentHeightLimits[system];
  const range = {
    min: formatInUnit(limits.min, lengthUnit, intl).text,
    max: formatInUnit(limits.max, lengthUnit, intl).text,
  };
  const waiting = loaded === undefined;

  // Filled when the stored heights first arrive (the fields were disabled until then, so nothing
  // typed is overwritten). A later answer of the live read (the server's, after this device's
  // cached copy, which another device may have made stale) fills them again while they still
  // show what they were filled from; once the parent has typed, their input stays.
  useEffect(() => {
    if (parents.state !== 'ready') return;
    if (!waiting && sameHeights(loaded, parents.data)) return;
    const filled = parentHeightsForForm(loaded, system);
    if (
      !waiting &&
      (values.motherHeight !== filled.motherHeight || values.fatherHeight !== filled.fatherHeight)
    )
      return;
    const form = parentHeightsForForm(parents.data, system);
    void setFieldValue('motherHeight', form.motherHeight, false);
    void setFieldValue('fatherHeight', form.fatherHeight, false);
    onLoaded(parents.data);
  }, [waiting, loaded, parents, system, values, setFieldValue, onLoaded]);

  // Text with a decimal keypad, not type="number": a number input reports "166,5" (a comma where
  // the browser expects a point) as empty, which in an optional field would silently remove the
  // height; the schema reads commas and says what is wrong.
  const field = {
    type: 'text',
    inputMode: 'decimal',
    autoComplete: 'off',
    disabled: waiting,
    errorValues: range,
  } as const;
  return (
    <fieldset className="parent-heights" aria-describedby={noteId}>
      <legend>
        <Trans>Parents’ heights (optional)</Trans>
      </legend>
      <p className="parent-heights__note" id={noteId}>
        <Trans>Used only to improve the long-term forecast; only you can see them.</Trans>
      </p>
      {waiting && parents.state === 'loading' ? (
        <p className="parent-heights__note" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {waiting && parents.state === 'error' ? (
        <ErrorBox
          code="db/connection-error"
          onRetry={parents.retry}
          retryLabel={<Trans>Retry</Trans>}
        >
          <Trans>The parents’ heights could not be loaded.</Trans>
        </ErrorBox>
      ) : null}
      <div className="parent-heights__fields">
        <TextField
          {...field}
          name="motherHeight"
          id="edit-child-mother-height"
          label={t`Mother’s height (${unit})`}
        />
        <TextField
          {...field}
          name="fatherHeight"
          id="edit-child-father-height"
          label={t`Father’s height (${unit})`}
        />
      </div>
    </fieldset>
  );
}

const sameHeights = (a: ParentHeightsCm | null | undefined, b: ParentHeightsCm | null) =>
  (a?.motherCm ?? null) === (b?.motherCm ?? null) &&
  (a?.fatherCm ?? null) === (b?.fatherCm ?? null);
