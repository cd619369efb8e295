import { useEffect, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ageInYears,
  displayUnit,
  extraMeasurementFields,
  formatInUnit,
  languages,
  measurementLimit,
  measurementLimits,
  measurementFields,
  measurementSchema,
  toDisplayValue,
  toMetric,
  unitsOf,
  unitSymbol,
  type MeasurementField,
  type MeasurementSystem,
  localToday,
  writeCaps,
} from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { useRouteLanguage } from '../../../lib/use-route-language';
import type { Child, Measurement } from '@sprout/core';
import { addMeasurement, updateMeasurement, type Writer } from '../api/measurements';
import { newDraft } from '../../../lib/draft';
import { useAuthStore } from '../../../stores/auth-store';
import { refusedAccess } from '../utils/refused-access';
import { LimitReachedError } from '../../../lib/write-limits';
import { formatNumber } from '../../../lib/format';

type Values = Record<
  'height' | 'weight' | 'footLength' | 'chest' | 'bust' | 'waist' | 'hips' | 'measuredAt',
  string
>;

const fields = measurementFields;

/** A stored (metric) measurement as the form shows it: the user's units, one decimal. */
function shownValues(measurement: Measurement, system: MeasurementSystem): Values {
  const values = { measuredAt: measurement.measuredAt } as Values;
  for (const field of fields) {
    const value = measurement[field];
    values[field] = value === undefined ? '' : String(toDisplayValue(field, value, system));
  }
  return values;
}

/**
 * Adds a measurement in the user's units, or corrects `editing`; imperial values are stored in
 * metric (spec 5). A correction writes again only the fields the parent changed: an unchanged
 * height keeps its stored centimetres, not their round trip through inches. The owner or a
 * guardian writes; a new measurement names who entered it (the signed-in user).
 */
export function MeasurementForm({
  child,
  system,
  onDone,
  editing,
  onCancel,
  focusOnOpen = false,
}: {
  child: Child;
  system: MeasurementSystem;
  onDone: () => void;
  /** The measurement to correct (the form starts with its values). */
  editing?: Measurement;
  onCancel?: () => void;
  /** Moves the focus to the first field when the form appears (opened to measure now). */
  focusOnOpen?: boolean;
}) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    const form = formRef.current;
    // Optional: a test DOM without layout may have no scrollIntoView.
    form?.scrollIntoView?.({ block: 'nearest' });
    form?.querySelector('input')?.focus();
  }, [focusOnOpen]);
  const user = useAuthStore((s) => s.user);
  // 'access': a guardian's write refused because the owner changed their access since.
  const [failed, setFailed] = useState<'error' | 'limit' | 'access' | null>(null);
  const childName = child.name;
  // Kept across retries of one entry, so a late first write and a retry are one measurement.
  const [draft, setDraft] = useState(newDraft);
  const limits = measurementLimits[system];
  const schema = measurementSchema(system);
  const intl = languages[useRouteLanguage()].intl;
  // The units as the page's language writes them (Arabic: سم، كغم).
  const units = {
    length: unitSymbol(unitsOf[system].length, intl),
    weight: unitSymbol(unitsOf[system].weight, intl),
  };
  const maxMeasurements = formatNumber(writeCaps.measurementsPerChild, intl, 0);
  // The "must be at most" message names the limit in the form's unit, as the page writes numbers.
  const limitOf = (field: MeasurementField) => ({
    limit: formatInUnit(measurementLimit(field, system), displayUnit(field, system), intl).text,
  });
  const initialValues: Values = editing
    ? shownValues(editing, system)
    : {
        height: '',
        weight: '',
        footLength: '',
        chest: '',
        bust: '',
        waist: '',
        hips: '',
        measuredAt: localToday(),
      };
  const extraLabels = { chest: t`Chest`, bust: t`Bust`, waist: t`Waist`, hips: t`Hips` };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validationContext={{ gender: child.gender, birthDate: child.birthDate }}
      onSubmit={async (values, helpers) => {
        setFailed(null);
        const present = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
        const parsed = await schema.validate(present, {
          context: { gender: child.gender, birthDate: child.birthDate },
        });
        const metric = toMetric(parsed, system);
        if (!user) return;
        // The display name (an account without one shows its e-mail address, which a
        // measurement that every follower reads must not carry).
        const writer: Writer = {
          uid: user.uid,
          name: user.name && user.name !== user.email ? user.name : null,
        };
        try {
          if (editing) {
            // Unchanged fields keep the stored value; changed ones take the converted entry.
            const kept = Object.fromEntries(
              fields
                .filter(
                  (field) => values[field] !== '' && String(values[field]) === initialValues[field],
                )
                .map((field) => [field, editing[field]]),
            );
            await updateMeasurement(
              child,
              editing.id,
              {
                ...metric,
                ...kept,
                measuredAt: parsed.measuredAt,
              } as Parameters<typeof updateMeasurement>[2],
              writer.uid,
            );
            onDone();
            return;
          }
          await addMeasurement(child, { ...metric, measuredAt: parsed.measuredAt }, draft, writer);
          setDraft(newDraft());
          helpers.resetForm();
          onDone();
        } catch (error) {
          setFailed(
            error instanceof LimitReachedError
              ? 'limit'
              : refusedAccess(error, child, user.uid)
                ? 'access'
                : 'error',
          );
        }
      }}
    >
      {({ isSubmitting, values, submitForm }) => {
        const extras = extraMeasurementFields(
          child.gender,
          ageInYears(child.birthDate, values.measuredAt || localToday()),
        );
        return (
          <Form
            ref={formRef}
            noValidate
            className="form measurement-form"
            aria-label={editing ? t`Edit measurement` : t`Add measurement`}
          >
            <div className="measurement-form__grid">
              <TextField
                name="height"
                errorValues={limitOf('height')}
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                max={limits.height}
                label={t`Height (${units.length})`}
              />
              <TextField
                name="weight"
                errorValues={limitOf('weight')}
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                max={limits.weight}
                label={t`Weight (${units.weight})`}
              />
              <TextField
                name="footLength"
                errorValues={limitOf('footLength')}
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                max={limits.footLength}
                label={t`Foot length (${units.length})`}
              />
              {extras.map((field) => (
                <TextField
                  key={field}
                  name={field}
                  errorValues={limitOf(field)}
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  min="0"
                  max={limits.extra}
                  label={`${extraLabels[field]} (${units.length})`}
                />
              ))}
              <TextField name="measuredAt" type="date" max={localToday()} label={t`Date`} />
            </div>
            {failed === 'limit' ? (
              <ErrorBox code="db/constraint-error">
                <Trans>A child can have at most {maxMeasurements} measurements.</Trans>
              </ErrorBox>
            ) : failed === 'access' ? (
              <ErrorBox code="db/permission-error">
                <Trans>
                  You can no longer change {childName}’s measurements: the parent has changed what
                  you may do.
                </Trans>
              </ErrorBox>
            ) : failed ? (
              <ErrorBox
                code="api/server-error"
                onRetry={() => void submitForm()}
                retryLabel={<Trans>Retry</Trans>}
              >
                <Trans>An error occurred</Trans>
              </ErrorBox>
            ) : null}
            <div className="form__actions">
              {onCancel ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={isSubmitting}
                  onClick={onCancel}
                >
                  <Trans>Cancel</Trans>
                </button>
              ) : null}
              <button type="submit" className="button" disabled={isSubmitting}>
                {editing ? <Trans>Save changes</Trans> : <Trans>Save measurement</Trans>}
              </button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
