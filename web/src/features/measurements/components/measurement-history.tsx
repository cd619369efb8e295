import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatMeasurement,
  languages,
  measurementFields,
  paths,
  type Child,
  type Measurement,
  type MeasurementField,
  type MeasurementSystem,
} from '@sprout/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { PendingMark } from '../../../components/sync/pending-mark';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatNumber } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { deleteMeasurement } from '../api/measurements';
import { ChevronIcon } from '../../../components/ui/icons';
import { useAuthStore } from '../../../stores/auth-store';
import { refusedAccess } from '../utils/refused-access';

const MeasurementForm = lazy(() =>
  import('./measurement-form').then((module) => ({ default: module.MeasurementForm })),
);

/**
 * Every measurement of the child, newest first, in the user's units: the record a parent checks
 * and corrects. The owner or a guardian (`canEdit`) edits a row in place (the same form as a new
 * one, filled in) or deletes it after a confirmation; a follower reads it. A row someone else
 * entered says who ("added by Sam"). The server works out the percentiles, forecast and sizes
 * again after either, as after an add; offline both wait in the queue, marked as waiting.
 */
export function MeasurementHistory({
  child,
  measurements,
  system,
  canEdit,
}: {
  child: Child;
  measurements: Measurement[];
  system: MeasurementSystem;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const intl = languages[useRouteLanguage()].intl;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Measurement | null>(null);
  const [busy, setBusy] = useState(false);
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  // 'access': a guardian's deletion refused because the owner changed their access since.
  const [failed, setFailed] = useState<'error' | 'access' | null>(null);
  const childName = child.name;
  const panelId = `measurement-history-${child.id}`;
  const deletingDay = deleting ? formatDate(deleting.measuredAt, intl) : '';
  const count = formatNumber(measurements.length, intl, 0);
  const labels: Record<MeasurementField, string> = {
    height: t`Height`,
    weight: t`Weight`,
    footLength: t`Foot length`,
    chest: t`Chest`,
    bust: t`Bust`,
    waist: t`Waist`,
    hips: t`Hips`,
  };

  const confirmDelete = async () => {
    if (!deleting || !uid) return;
    setBusy(true);
    setFailed(null);
    try {
      await deleteMeasurement(child, deleting, uid);
      setDeleting(null);
    } catch (error) {
      setFailed(refusedAccess(error, child, uid) ? 'access' : 'error');
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="measurement-history" aria-labelledby={`${panelId}-title`}>
      <h3 id={`${panelId}-title`} className="measurement-history__title">
        <button
          type="button"
          className="measurement-history__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <Trans>Measurement history ({count})</Trans>
          <ChevronIcon open={open} />
        </button>
      </h3>
      {open ? (
        <div id={panelId}>
          {failed === 'access' ? (
            <ErrorBox code="db/permission-error">
              <Trans>
                You can no longer change {childName}’s measurements: the parent has changed what you
                may do.
              </Trans>
            </ErrorBox>
          ) : failed ? (
            <ErrorBox code="api/server-error">
              <Trans>The measurement could not be deleted. Try again.</Trans>
            </ErrorBox>
          ) : null}
          <ol className="measurement-history__list">
            {measurements.map((measurement) => {
              const day = formatDate(measurement.measuredAt, intl);
              // Entered by someone else (a guardian, or the owner for a guardian): who.
              const addedBy =
                measurement.createdBy !== undefined && measurement.createdBy !== uid
                  ? (measurement.createdByName?.trim() ?? '')
                  : null;
              return (
                <li key={measurement.id} className="measurement-history__item">
                  {editing === measurement.id ? (
                    <Suspense fallback={<Spinner />}>
                      <MeasurementForm
                        child={child}
                        system={system}
                        editing={measurement}
                        onDone={() => setEditing(null)}
                        onCancel={() => setEditing(null)}
                      />
                    </Suspense>
                  ) : (
                    <>
                      <p className="measurement-history__day">
                        <strong>{day}</strong>{' '}
                        <PendingMark path={paths.measurement(child.id, measurement.id)} />
                        {addedBy === null ? null : (
                          <>
                            {' '}
                            <AddedBy name={addedBy} />
                          </>
                        )}
                      </p>
                      <dl className="measurement-history__values">
                        {measurementFields.map((field) => {
                          const value = measurement[field];
                          if (value === undefined) return null;
                          return (
                            <div key={field}>
                              <dt>{labels[field]}</dt>
                              <dd>{formatMeasurement(field, value, system, intl).text}</dd>
                            </div>
                          );
                        })}
                      </dl>
                      {canEdit ? (
                        <div className="measurement-history__actions">
                          <button
                            type="button"
                            className="button button--ghost"
                            aria-label={t`Edit the measurement of ${day}`}
                            onClick={() => setEditing(measurement.id)}
                          >
                            <Trans>Edit</Trans>
                          </button>
                          <button
                            type="button"
                            className="button button--ghost"
                            aria-label={t`Delete the measurement of ${day}`}
                            onClick={() => setDeleting(measurement)}
                          >
                            <Trans>Delete</Trans>
                          </button>
                        </div>
                      ) : null}
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={<Trans>Delete this measurement?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          fallbackFocus={() =>
            document.getElementById(`${panelId}-title`)?.querySelector('button') ?? null
          }
        >
          <Trans>
            The measurement of {deletingDay} is removed, and the sizes and forecast are worked out
            again without it.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Who entered a measurement, when it was someone else: their name, else "someone else". */
function AddedBy({ name }: { name: string }) {
  return (
    <span className="measurement-history__added-by">
      {name ? <Trans>added by {name}</Trans> : <Trans>added by someone else</Trans>}
    </span>
  );
}
