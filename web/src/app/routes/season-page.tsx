import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  catalogueSizesOfPoint,
  currentSeason,
  isSeason,
  markets,
  nextSeason,
  previousSeason,
  type Season,
  localToday,
  findPredictionForSeason,
  formatYear,
  languages,
  upcomingSeasonYear,
  type Prediction,
  seasonInstance,
  spokenAge,
  wearsShoes,
} from '@sprout/core';
import { Spinner } from '../../components/ui/spinner';
import { useRouteLanguage } from '../../lib/use-route-language';
import { readPreferredMarket } from '../../lib/preferred-language';
import { useAuthStore } from '../../stores/auth-store';
import { watchChildren, type VisibleChild } from '../../features/children/api/children';
import { canRecord } from '../../features/children/utils/child-access';
import { watchPredictions } from '../../features/seasons/api/predictions';
import { useLoader } from '../../lib/use-loader';
import { track } from '../../lib/analytics';
import { ChildrenLoadError, PredictionsLoadErrorBox } from '../../components/ui/load-errors';
import { SeasonName } from '../../features/seasons/components/season-name';
import { PredictionCard } from '../../features/seasons/components/season-forecast';
import { ShareChildButton } from '../../features/sharing/components/share-child-button';
import { ProductList } from '../../features/products/components/product-list';
import { appPaths } from '../../config/paths';
import { ChildAge } from '../../components/child/child-age';
import { ArrowIcon } from '../../components/ui/icons';

type SeasonState = { childId?: string; year?: number } | null;

export default function SeasonPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const { season: param } = useParams();
  const location = useLocation();
  const arrival = (location.state as SeasonState) ?? null;
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const hemisphere = markets[readPreferredMarket(lang)].hemisphere;
  // A link from a reminder e-mail names its child in the query; the app's own links in state.
  const [query] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(arrival?.childId ?? query.get('child'));
  const children = useLoader<VisibleChild[]>(uid, { watch: watchChildren });
  const list = children.state === 'ready' ? children.data : [];
  const child = list.find((c) => c.id === chosenId) ?? list[0];
  const predictions = useLoader<Prediction[]>(child?.id ?? null, { watch: watchPredictions });
  const viewed = isSeason(param) ? param : null;
  // The spec's season-view event: once per season opened (nothing without consent: lib/analytics).
  useEffect(() => {
    if (viewed) track('season_view', { season: viewed });
  }, [viewed]);

  if (!isSeason(param)) {
    return (
      <main className="page" id="main">
        <div className="error-box error-box--validation" role="alert">
          <p>
            <Trans>Invalid season selected. Please go back to the dashboard.</Trans>
          </p>
        </div>
        <Link className="button" to={appPaths.dashboard(lang)}>
          <Trans>Dashboard</Trans>
        </Link>
      </main>
    );
  }
  const season: Season = param;
  const today = localToday();
  const now = currentSeason(today, hemisphere);
  // Without a year in the link: this season's next occurrence (or the current one).
  const seasonYear = arrival?.year ?? upcomingSeasonYear(season, now, hemisphere);
  const intl = languages[lang].intl;
  const year = formatYear(seasonYear, intl);

  if (children.state === 'loading') return <Spinner />;
  if (children.state === 'error') return <ChildrenLoadError onRetry={children.retry} />;
  if (!child) {
    return (
      <main className="page" id="main">
        <h1>
          <SeasonName season={season} /> {year}
        </h1>
        <p>
          <Trans>Add a child to see the sizes for this season.</Trans>
        </p>
        <Link className="button" to={appPaths.addChild(lang)}>
          <Trans>Add child</Trans>
        </Link>
      </main>
    );
  }

  const previous = previousSeason({ season, year: seasonYear }, hemisphere);
  const next = nextSeason({ season, year: seasonYear }, hemisphere);
  const seasonStart = seasonInstance(season, seasonYear, hemisphere).start;
  const age = spokenAge(child.birthDate, seasonStart);
  const childName = child.name;
  const point =
    predictions.state === 'ready'
      ? findPredictionForSeason(predictions.data, season, seasonYear)
      : undefined;

  return (
    <main className="page season-page" id="main">
      <nav className="season-page__nav" aria-label={t`Seasons`}>
        <Link
          to={appPaths.season(lang, previous.season)}
          state={{ childId: child.id, year: previous.year }}
        >
          <ArrowIcon towards="start" /> <SeasonName season={previous.season} />{' '}
          {formatYear(previous.year, intl)}
        </Link>
        <Link
          to={appPaths.season(lang, next.season)}
          state={{ childId: child.id, year: next.year }}
        >
          <SeasonName season={next.season} /> {formatYear(next.year, intl)}{' '}
          <ArrowIcon towards="end" />
        </Link>
      </nav>
      {list.length > 1 ? (
        <div className="field">
          <label htmlFor="season-child">
            <Trans>Child</Trans>
          </label>
          <select id="season-child" value={child.id} onChange={(e) => setChosenId(e.target.value)}>
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <h1>
        <SeasonName season={season} /> {year}
      </h1>
      <p className="season-page__child">
        <Trans>
          {childName} · age at the start of the season: <ChildAge age={age} />
        </Trans>
      </p>
      {child.access === 'owner' ? (
        <div>
          <ShareChildButton childId={child.id} childName={childName} />
        </div>
      ) : null}

      {predictions.state === 'loading' ? <Spinner /> : null}
      {predictions.state === 'error' ? (
        <PredictionsLoadErrorBox onRetry={predictions.retry} />
      ) : null}
      {predictions.state === 'ready' && predictions.data.length === 0 ? (
        <section className="card empty-state">
          {canRecord(child.access) ? (
            // The owner or a guardian records the first one; a follower waits for it.
            <>
              <p>
                <Trans>No measurements yet. Add the first one to see sizes and forecasts.</Trans>
              </p>
              <Link
                className="button"
                to={appPaths.dashboard(lang)}
                state={{ newChildId: child.id, showMeasurementForm: true }}
              >
                <Trans>Add measurement</Trans>
              </Link>
            </>
          ) : (
            <p>
              <Trans>No measurements yet.</Trans>
            </p>
          )}
        </section>
      ) : null}
      {predictions.state === 'ready' && predictions.data.length > 0 && !point ? (
        <div className="error-box error-box--db" role="alert">
          <p>
            <Trans>
              No prediction found for <SeasonName season={season} /> {year}
            </Trans>
          </p>
        </div>
      ) : null}
      {point ? (
        <PredictionCard
          point={point}
          next={
            predictions.state === 'ready'
              ? predictions.data.find((p) => p.step === point.step + 1)
              : undefined
          }
          market={readPreferredMarket(lang)}
          wearsShoes={wearsShoes(child, point.date)}
        />
      ) : null}
      {point ? (
        <section className="card" aria-labelledby="season-products-title">
          <h2 id="season-products-title">
            <Trans>Products that will fit</Trans>
          </h2>
          <ProductList
            id="season-products"
            season={season}
            gender={child.gender}
            {...catalogueSizesOfPoint(point)}
            // No shoes for a child who will not walk yet by then.
            {...(wearsShoes(child, point.date) ? {} : { shoeSize: null })}
          />
        </section>
      ) : null}
    </main>
  );
}
