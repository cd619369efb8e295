import { useState } from 'react';
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
  measurementSchema,
  toMetric,
  unitsOf,
  type MeasurementField,
  type MeasurementSystem,
  localToday,
  writeCaps,
} from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { useRouteLanguage } from '../../../lib/use-route-language';
import type { Child } from '@sprout/core';
import { addMeasurement } from '../api/measurements';
import { newDraft } from '../../../lib/draft';
import { LimitReachedError } from '../../../lib/write-limits';
import { formatNumber } from '../../../lib/format';

type Values = Record<
  'height' | 'weight' | 'footLength' | 'chest' | 'bust' | 'waist' | 'hips' | 'measuredAt',
  string
>;

/** Adds a measurement in the user's units; imperial values are stored in metric (spec 5). */
export function MeasurementForm({
  child,
  system,
  onDone,
}: {
  child: Child;
  system: MeasurementSystem;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<'error' | 'limit' | null>(null);
  // Kept across retries of one entry, so a late first write and a retry are one measurement.
  const [draft, setDraft] = useState(newDraft);
  const units = unitsOf[system];
  const limits = measurementLimits[system];
  const schema = measurementSchema(system);
  const intl = languages[useRouteLanguage()].intl;
  const maxMeasurements = formatNumber(writeCaps.measurementsPerChild, intl, 0);
  // The "must be at most" message names the limit in the form's unit, as the page writes numbers.
  const limitOf = (field: MeasurementField) => ({
    limit: formatInUnit(measurementLimit(field, system), displayUnit(field, system), intl).text,
  });
  const initialValues: Values = {
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
        try {
          await addMeasurement(child, { ...metric, measuredAt: parsed.measuredAt }, draft);
          setDraft(newDraft());
          helpers.resetForm();
          onDone();
        } catch (error) {
          setFailed(error instanceof LimitReachedError ? 'limit' : 'error');
        }
      }}
    >
      {({ isSubmitting, values }) => {
        const extras = extraMeasurementFields(
          child.gender,
          ageInYears(child.birthDate, values.measuredAt || localToday()),
        );
        return (
          <Form noValidate className="form measurement-form" aria-label={t`Add measurement`}>
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
            ) : failed ? (
              <ErrorBox code="api/server-error">
                <Trans>An error occurred</Trans>
              </ErrorBox>
            ) : null}
            <div className="form__actions">
              <button type="submit" className="button" disabled={isSubmitting}>
                <Trans>Save measurement</Trans>
              </button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
