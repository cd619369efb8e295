import { useEffect, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { whenIdle, whenNetworkQuiet } from '../../lib/when-settled';
import {
  activateNewVersion,
  dismissServiceWorkerNews,
  registerServiceWorker,
  serviceWorkerNews,
  subscribeToServiceWorker,
} from './service-worker';

/**
 * The first service worker takes over the open page (clientsClaim): the chunks this page loaded
 * before are handed to it in one message, and it caches them in its own thread
 * (public/sw-cache-loaded.js), so the pages seen in this first visit open offline too (only the
 * shell is precached). Fetching them again from the page, a few per idle moment, cost its main
 * thread about 90 ms a round on a throttled phone (issues 18 and 34).
 */
function cacheLoadedChunks() {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  whenIdle(
    () => navigator.serviceWorker.controller?.postMessage({ type: 'SPROUT_CACHE_LOADED', urls }),
    { fallbackMs: 50 },
  );
}

/**
 * Offers the new version when the service worker has one waiting (workbox-window underneath,
 * registerType 'prompt'): the page never reloads by itself, so no form in progress is lost.
 */
export function ReloadPrompt() {
  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container || container.controller) return undefined;
    container.addEventListener('controllerchange', cacheLoadedChunks, { once: true });
    return () => container.removeEventListener('controllerchange', cacheLoadedChunks);
  }, []);
  // Its first installation downloads the shell and caches it: not while the page still fetches its
  // own code and data (issue 34).
  useEffect(() => void whenNetworkQuiet().then(registerServiceWorker), []);
  const { offlineReady, needRefresh } = useSyncExternalStore(
    subscribeToServiceWorker,
    serviceWorkerNews,
  );

  if (!offlineReady && !needRefresh) return null;
  return (
    <div className="toast" role="status">
      <p>
        {needRefresh ? (
          <Trans>A new version of Sprout is ready.</Trans>
        ) : (
          <Trans>Sprout now works offline.</Trans>
        )}
      </p>
      {needRefresh ? (
        <button type="button" className="button" onClick={activateNewVersion}>
          <Trans>Update</Trans>
        </button>
      ) : null}
      <button type="button" className="button button--ghost" onClick={dismissServiceWorkerNews}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
