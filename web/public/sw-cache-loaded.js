/* global self, caches */
/*
 * Imported by the generated service worker (vite.config.ts, workbox.importScripts). When the first
 * service worker takes over a page (clientsClaim), the chunks that page loaded before are in the
 * HTTP cache but not in the worker's caches, so the pages seen in that first visit would not open
 * offline. The page posts their addresses once (components/pwa/reload-prompt.tsx) and the worker
 * caches them here, in its own thread: the page fetching each chunk again through the worker cost
 * its main thread about 90 ms per few chunks on a throttled phone (issue 34).
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'SPROUT_CACHE_LOADED' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((url) => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  event.waitUntil(
    caches.open('app-chunks').then(async (cache) => {
      for (const url of urls) {
        // Precached or cached already: nothing to fetch.
        if (await caches.match(url)) continue;
        try {
          await cache.add(url);
        } catch {
          // Offline or gone: this chunk is cached when it is next used.
        }
      }
    }),
  );
});
