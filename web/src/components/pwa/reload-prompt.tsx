import { useEffect, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { whenIdle } from '../../lib/when-settled';
import {
  activateNewVersion,
  dismissServiceWorkerNews,
  registerServiceWorker,
  serviceWorkerNews,
  subscribeToServiceWorker,
} from './service-worker';

/**
 * The first service worker takes over the open page (clientsClaim): the chunks this page loaded
 * before are requested once more through it, so they are cached (only the shell is precached)
 * and the pages seen in this first visit open offline too. They come from the HTTP cache. A few
 * per idle moment: each request through the worker costs the page's main thread a little, and
 * forty at once blocked it for 0.1 s on a mid-range phone (issue 18).
 */
function cacheLoadedChunks() {
  const chunks = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'));
  const next = () => {
    for (const url of chunks.splice(0, chunksPerMoment)) void fetch(url).catch(() => undefined);
    if (chunks.length > 0) whenIdle(next, { fallbackMs: 50 });
  };
  whenIdle(next, { fallbackMs: 50 });
}

const chunksPerMoment = 4;

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
  useEffect(registerServiceWorker, []);
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
