import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { whenIdle } from '../../lib/when-settled';

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

/** How often an open app asks for a new service worker. */
const updateCheckMs = 60 * 60 * 1000;

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
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // An installed app may stay open for days: it looks for a new version every hour too.
    onRegisteredSW: (_url, registration) => {
      if (registration) window.setInterval(() => void registration.update(), updateCheckMs);
    },
  });
  // workbox-window reloads only for a worker it installed itself; one found later (the hourly
  // check, another tab) takes control without it, so the page reloads when control changes.
  const update = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };

  if (!offlineReady && !needRefresh) return null;
  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };
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
        <button type="button" className="button" onClick={update}>
          <Trans>Update</Trans>
        </button>
      ) : null}
      <button type="button" className="button button--ghost" onClick={close}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
