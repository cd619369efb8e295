import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';
import { DashboardSkeleton } from '../layout/dashboard-skeleton';
import { ErrorBox } from '../../components/ui/error-box';
import { useRouteLanguage } from '../../lib/use-route-language';
import { readPreferredMarket } from '../../lib/preferred-language';
import { useAuthStore } from '../../stores/auth-store';
import { useMeasurementSystem } from '../../lib/use-measurement-system';
import {
  ageInYears,
  asksWhetherWalks,
  localToday,
  measurementFreshness,
  paths,
  wearsShoes,
  type Child,
  type EditChildInput,
  type Measurement,
  type Prediction,
} from '@sprout/core';
import { PendingMark } from '../../components/sync/pending-mark';
import { useOnline, usePendingWrite } from '../../stores/sync-store';
import { watchChildren, type VisibleChild } from '../../features/children/api/children';
import { canRecord } from '../../features/children/utils/child-access';
import { watchMeasurements } from '../../features/measurements/api/measurements';
import { LatestMeasurementsPanel } from '../../features/measurements/components/latest-measurements';
import { ShareChildButton } from '../../features/sharing/components/share-child-button';
import { unsubscribe } from '../../features/sharing/api/sharing';
import { watchPredictions } from '../../features/seasons/api/predictions';
import { SeasonTiles } from '../../features/seasons/components/season-tiles';
import { useLoader, type Load } from '../../lib/use-loader';
import { ChildrenLoadError, PredictionsLoadErrorBox } from '../../components/ui/load-errors';
import { ChildCard } from '../../features/children/components/child-card';
import { WalksSwitch } from '../../features/children/components/walks-switch';
import { CurrentSizes } from '../../features/measurements/components/current-sizes';
import { GrowthChart } from '../../features/measurements/components/growth-chart';
import { MeasurementHistory } from '../../features/measurements/components/measurement-history';
import { CurrentSeasonCard } from '../../features/seasons/components/current-season-card';
import { CurrentSeasonProducts } from './season-products';
import type { DashboardState } from '../../features/children/components/add-child-page';
import { appPaths } from '../../config/paths';
import { rememberedName } from '../../lib/session-hint';

// The form's code (formik, yup) loads when it opens, not with the dashboard (issues 18 and 34); the
// service worker precaches it so it opens offline too (vite.config.ts, offlineForms).
const MeasurementForm = lazy(() =>
  import('../../features/measurements/components/measurement-form').then((module) => ({
    default: module.MeasurementForm,
  })),
);

/** The spec clears the dashboard's navigation state this long after arrival. */
export const navigationStateMs = 500;

/**
 * Whether today's sizes rest on a measurement the growth since has outdated (core's
 * measurementFreshness), with the way to measure again for the owner.
 */
function staleSizes(child: Child, measuredAt: string, onMeasureAgain?: () => void) {
  const { stale, daysOld } = measurementFreshness(
    child.gender,
    child.birthDate,
    measuredAt,
    localToday(),
  );
  if (!stale) return undefined;
  return onMeasureAgain ? { daysOld, onMeasureAgain } : { daysOld };
}

export default function DashboardPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const location = useLocation();
  // Read once: the state that brought the user here (e.g. from add-child).
  const [arrival] = useState(() => (location.state as DashboardState | null) ?? null);
  const [selectedId, setSelectedId] = useState<string | null>(arrival?.newChildId ?? null);
  const [formOpen, setFormOpen] = useState(arrival?.showMeasurementForm ?? false);
  // Optimistic edits: shown at once, dropped when the server's own copy arrives or refuses.
  const [edited, setEdited] = useState<
    Record<string, { from: EditChildInput; to: EditChildInput }>
  >({});
  const [walksAnswers, setWalksAnswers] = useState<
    Record<string, { from: boolean | undefined; to: boolean }>
  >({});
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  // A refused delete or unsubscribe: the card is back, and this says why it did not go.
  const [removeFailed, setRemoveFailed] = useState(false);

  const children = useLoader<VisibleChild[]>(uid, { watch: watchChildren });

  useEffect(() => {
    if (!arrival) return undefined;
    // Cleared from the history entry 500 ms later (spec), so a reload starts plain.
    const id = window.setTimeout(
      () => window.history.replaceState({ ...window.history.state, usr: null }, ''),
      navigationStateMs,
    );
    return () => window.clearTimeout(id);
  }, [arrival]);

  // An edit is shown over the server's copy only while that copy is still the one edited: once
  // the server's copy changes (the edit arrived, or a change from another device), it is used.
  const serverChildren = children.state === 'ready' ? children.data : null;
  const sameChild = (c: Child, fields: EditChildInput) =>
    c.name === fields.name && c.birthDate === fields.birthDate && c.gender === fields.gender;
  const visible: VisibleChild[] = serverChildren
    ? serverChildren
        .filter((c) => !hidden.has(c.id))
        .map((c) => {
          const edit = edited[c.id];
          const answer = walksAnswers[c.id];
          const walking = answer && c.walks === answer.from ? { ...c, walks: answer.to } : c;
          return edit && sameChild(c, edit.from) ? { ...walking, ...edit.to } : walking;
        })
    : [];
  // "Walks", shown at once over the server's copy the same way until that copy changes.
  const answerWalks = (childId: string, walks: boolean | undefined) =>
    setWalksAnswers((current) => {
      const others = Object.fromEntries(Object.entries(current).filter(([id]) => id !== childId));
      if (walks === undefined) return others;
      const from = serverChildren?.find((c) => c.id === childId)?.walks;
      return { ...others, [childId]: { from, to: walks } };
    });
  // The chosen child, else the first (also when the chosen one disappears).
  const selected = visible.find((c) => c.id === selectedId) ?? visible[0];
  // The owner and a guardian record (measurements, the child's details; issue 33); a follower
  // reads. Kept live: an owner's change of role shows at once.
  const records = selected ? canRecord(selected.access) : false;
  const measurements = useLoader<Measurement[]>(selected?.id ?? null, {
    watch: watchMeasurements,
  });
  const latestLive: Load<Measurement | undefined> =
    measurements.state === 'ready' ? { state: 'ready', data: measurements.data[0] } : measurements;
  const latest = measurements.state === 'ready' ? measurements.data[0] : undefined;
  const predictions = useLoader<Prediction[]>(selected?.id ?? null, { watch: watchPredictions });
  // Before Auth has answered, the name this device remembers (as the shell's DashboardFrame).
  const name = useAuthStore((s) => s.user?.name) ?? rememberedName() ?? '';
  const followedName = arrival?.childName ?? '';
  const system = useMeasurementSystem();
  const online = useOnline();
  // The server adds percentiles and a new forecast to each measurement it receives; until they
  // reach the device (offline, or the entry still waits to be sent) today's sizes are core's,
  // worked out here from the newest measurement, and marked as provisional.
  const latestPending = usePendingWrite(
    selected && latest ? paths.measurement(selected.id, latest.id) : null,
  );
  const provisional =
    latest !== undefined &&
    (latestPending || latest.percentiles === undefined || predictions.state !== 'ready');

  // The child's panel is drawn once its measurements and forecast have arrived (or failed), in
  // one go: drawn piece by piece, each arrival pushed the parts below it down (issue 18, CLS).
  // Offline the forecast may never come: the measurements (and provisional sizes) go ahead.
  const panelLoading =
    measurements.state === 'loading' || (online && predictions.state === 'loading');

  if (children.state === 'error') return <ChildrenLoadError onRetry={children.retry} />;

  return (
    <main className="page dashboard" id="main">
      {/*
        Drawn at once, before the children arrive, as the shell's DashboardFrame drew it (no
        shift). Not imported from there: a page importing the entry chunk's own components makes
        the bundler split the shell into more chunks (about 1 KB more on the landing page).
      */}
      <h1>
        <Trans>Welcome, {name}</Trans>
      </h1>
      {children.state === 'loading' ? <DashboardSkeleton tabs /> : null}
      {arrival?.subscriptionSuccess && arrival.childName ? (
        <p className="notice notice--success" role="status">
          {arrival.role === 'guardian' ? (
            <Trans>You can now record {followedName}’s growth.</Trans>
          ) : (
            <Trans>You now follow {followedName}. Their sizes and measurements are below.</Trans>
          )}
        </p>
      ) : null}
      {removeFailed ? (
        <ErrorBox code="db/query-error">
          <Trans>Failed to update</Trans>
        </ErrorBox>
      ) : null}
      {children.state === 'loading' ? null : visible.length === 0 ? (
        <section className="card empty-state" aria-labelledby="no-children">
          <h2 id="no-children">
            <Trans>No children yet</Trans>
          </h2>
          <p>
            <Trans>
              Add your child’s height, weight and foot length to see their sizes today and for the
              coming seasons.
            </Trans>
          </p>
          <Link className="button" to={appPaths.addChild(lang)}>
            <Trans>Add child</Trans>
          </Link>
        </section>
      ) : (
        <>
          <div className="child-tabs">
            <div className="child-tabs__list" role="tablist" aria-label={t`Children`}>
              {visible.map((child) => (
                <button
                  key={child.id}
                  type="button"
                  role="tab"
                  className="child-tabs__tab"
                  aria-selected={child.id === selected?.id}
                  aria-controls="child-panel"
                  onClick={() => {
                    setSelectedId(child.id);
                    setFormOpen(false);
                  }}
                >
                  {child.name}
                  <PendingMark path={paths.child(child.id)} />
                  {child.access !== 'owner' ? (
                    <span className="child-tabs__shared" title={t`Shared with you`}>
                      {' '}
                      {/* An SVG, not the 👥 emoji: a box where no emoji font is installed (issue 30). */}
                      <svg
                        className="child-tabs__shared-icon"
                        viewBox="0 0 24 24"
                        width="16"
                        height="16"
                        aria-hidden="true"
                      >
                        <path
                          fill="currentColor"
                          d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm7.5 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM9 13c-3.3 0-7 1.7-7 4v2h14v-2c0-2.3-3.7-4-7-4zm7.5 0c-.5 0-1 0-1.5.1 1.4.9 2.5 2.2 2.5 3.9v2h5.5v-2c0-2.3-3.4-4-6.5-4z"
                        />
                      </svg>
                      <span className="visually-hidden">{t`Shared with you`}</span>
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
            <Link className="button button--secondary child-tabs__add" to={appPaths.addChild(lang)}>
              <Trans>Add child</Trans>
            </Link>
          </div>
          {selected && panelLoading ? <DashboardSkeleton tabs={false} /> : null}
          {selected && !panelLoading ? (
            <div id="child-panel" role="tabpanel" className="dashboard__panel">
              {/* Today's sizes first: on a phone they are what a parent came for (issue 30). */}
              {latest ? (
                <CurrentSizes
                  latest={latest}
                  ageYears={ageInYears(selected.birthDate, latest.measuredAt)}
                  gender={selected.gender}
                  market={readPreferredMarket(lang)}
                  provisional={provisional}
                  wearsShoes={wearsShoes(selected, localToday())}
                  walking={
                    records && asksWhetherWalks(selected.birthDate, localToday()) ? (
                      <WalksSwitch
                        child={selected}
                        onAnswer={(walks) => answerWalks(selected.id, walks)}
                      />
                    ) : null
                  }
                  stale={staleSizes(
                    selected,
                    latest.measuredAt,
                    records ? () => setFormOpen(true) : undefined,
                  )}
                />
              ) : null}
              <ChildCard
                key={selected.id}
                child={selected}
                access={selected.access}
                measurements={
                  <>
                    <LatestMeasurementsPanel
                      childId={selected.id}
                      latest={latestLive}
                      system={system}
                    />
                    {measurements.state === 'ready' && measurements.data.length > 0 ? (
                      <MeasurementHistory
                        child={selected}
                        measurements={measurements.data}
                        system={system}
                        canEdit={records}
                      />
                    ) : null}
                  </>
                }
                measurementForm={
                  <Suspense fallback={<Spinner />}>
                    <MeasurementForm
                      child={selected}
                      system={system}
                      onDone={() => setFormOpen(false)}
                      focusOnOpen
                    />
                  </Suspense>
                }
                shareButton={<ShareChildButton childId={selected.id} childName={selected.name} />}
                onUnsubscribe={() => unsubscribe(selected.id)}
                formOpen={formOpen}
                onFormOpenChange={setFormOpen}
                earliestMeasuredAt={
                  measurements.state === 'ready'
                    ? (measurements.data.map((m) => m.measuredAt).sort()[0] ?? null)
                    : undefined
                }
                onEdited={(changes) => {
                  const stored = serverChildren?.find((c) => c.id === selected.id);
                  setEdited((current) =>
                    changes === null || !stored
                      ? Object.fromEntries(
                          Object.entries(current).filter(([id]) => id !== selected.id),
                        )
                      : {
                          ...current,
                          [selected.id]: {
                            from: {
                              name: stored.name,
                              birthDate: stored.birthDate,
                              gender: stored.gender,
                            },
                            to: changes,
                          },
                        },
                  );
                }}
                onDeleted={(deleted) => {
                  setRemoveFailed(!deleted);
                  setHidden((current) => {
                    const next = new Set(current);
                    if (deleted) next.add(selected.id);
                    else next.delete(selected.id);
                    return next;
                  });
                }}
              />
              {predictions.state === 'ready' ? (
                <SeasonTiles childId={selected.id} predictions={predictions.data} />
              ) : predictions.state === 'error' && online ? (
                // Offline, the provisional sizes above stand in for the forecast.
                <PredictionsLoadErrorBox onRetry={predictions.retry} />
              ) : null}
              {measurements.state === 'ready' && measurements.data.length > 0 ? (
                <GrowthChart child={selected} measurements={measurements.data} system={system} />
              ) : null}
              <CurrentSeasonCard
                childId={selected.id}
                now={
                  predictions.state === 'ready'
                    ? predictions.data.find((point) => point.step === 0)
                    : undefined
                }
              >
                {measurements.state === 'error' ? null : (
                  // Without a confirmed forecast the products follow the latest measurement.
                  <CurrentSeasonProducts
                    child={selected}
                    latest={latest}
                    predictions={predictions.state === 'ready' ? predictions.data : []}
                  />
                )}
              </CurrentSeasonCard>
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}
