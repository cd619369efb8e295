import { appPaths } from '../config/paths';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { isRouteLanguage, resolveRouteLanguage, type RouteLanguage } from '@sprout/core';
import { activateLanguage } from '../lib/i18n';
import { useLoader } from '../lib/use-loader';
import { readPreferredLanguage, storePreferredLanguage } from '../lib/preferred-language';
import { Spinner } from '../components/ui/spinner';
import { OfflineIndicator } from '../components/sync/offline-indicator';
import { useAuthStore } from '../stores/auth-store';
import { ConsentBanner } from '../components/consent/consent-banner';
import { detectInAppBrowser } from '../lib/in-app-browser';
import { whenSettled } from '../lib/when-settled';
import { useAfter } from '../lib/use-after';
import { ErrorBoundary } from './error-boundary';
import { Header } from './layout/header';
import { Footer } from './layout/footer';
import { ShellFrame } from './layout/shell-frame';

/**
 * True once the page has loaded and the browser is idle. The service worker registers only then:
 * its first installation downloads the whole shell, which must not compete with the page's own
 * code and data on a slow phone (issue 18).
 */
function useSettled(): boolean {
  return useAfter(whenSettled);
}

// The update prompt (it registers the service worker) and focus on navigation: nothing a first
// paint needs.
const AfterSettle = lazy(() =>
  import('./after-settle').then((module) => ({ default: module.AfterSettle })),
);
// Only visitors inside a social app's browser see this banner: its code loads for them only.
const InAppBrowserBanner = lazy(() =>
  import('../components/in-app-browser/in-app-browser-banner').then((module) => ({
    default: module.InAppBrowserBanner,
  })),
);
const inAppBrowser = detectInAppBrowser(navigator.userAgent) !== null;

// Only a signed-in user's queued writes can fail: the report is its own chunk.
const SyncFailures = lazy(() =>
  import('../components/sync/sync-failures').then((module) => ({ default: module.SyncFailures })),
);

/** Resolves a language for paths whose first segment is not one (spec section 2). */
export function resolveLanguageNow(url?: string) {
  return resolveRouteLanguage({
    url,
    stored: readPreferredLanguage(),
    browser: navigator.languages,
  });
}

/** The language a page's address names: remembered for the next visit, its catalog loaded. */
function enterLanguage(lang: RouteLanguage) {
  storePreferredLanguage(lang);
  return activateLanguage(lang);
}

/**
 * For the few routes without a language segment (`/auth/callback`): resolves the language the
 * usual way and loads its catalog before rendering.
 */
export function WithResolvedLanguage({ render }: { render: (lang: RouteLanguage) => ReactNode }) {
  const [lang] = useState(() => resolveLanguageNow());
  const catalog = useLoader(lang, { load: activateLanguage });
  return catalog.state === 'ready' ? render(lang) : <Spinner />;
}

/**
 * Frame of every `/{lang}/...` page: redirects unknown language segments,
 * loads the catalog, sets `<html lang dir>`, and draws header and footer.
 */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const settled = useSettled();
  const catalog = useLoader(isRouteLanguage(lang) ? lang : null, { load: enterLanguage });

  if (!isRouteLanguage(lang)) {
    // `/dashboard` becomes `/{resolved}/dashboard`, replacing history.
    return <Navigate replace to={appPaths.withLanguage(resolveLanguageNow(), location)} />;
  }
  // The frame index.html painted stays while the catalog arrives (no spinner between the two).
  if (catalog.state !== 'ready') return <ShellFrame />;

  return (
    <div className="app">
      <Header />
      <OfflineIndicator />
      {signedIn && (
        <Suspense fallback={null}>
          <SyncFailures />
        </Suspense>
      )}
      {inAppBrowser && (
        <Suspense fallback={null}>
          <InAppBrowserBanner />
        </Suspense>
      )}
      <ErrorBoundary key={location.pathname}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <Footer />
      <ConsentBanner />
      {settled && (
        <Suspense fallback={null}>
          <AfterSettle />
        </Suspense>
      )}
    </div>
  );
}
