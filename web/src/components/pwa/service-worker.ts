import { registerSW } from 'virtual:pwa-register';

/** What the service worker has to tell the page. */
export interface ServiceWorkerNews {
  /** The first worker has installed: the app opens offline from now on. */
  offlineReady: boolean;
  /** A new version is installed and waits for the parent's go-ahead. */
  needRefresh: boolean;
}

/** How often an open app asks for a new service worker. */
const updateCheckMs = 60 * 60 * 1000;

let news: ServiceWorkerNews = { offlineReady: false, needRefresh: false };
const listeners = new Set<() => void>();
let activate: ((reloadPage?: boolean) => Promise<void>) | null = null;

function tell(change: Partial<ServiceWorkerNews>) {
  news = { ...news, ...change };
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker once per page. The plugin's React hook registers it while React
 * renders, and React may throw a first render away (a lazy component's retry interrupted by a
 * click): the worker was then registered twice and the render that heard "installed" was gone,
 * so "Sprout now works offline." never showed. Registering here, from an effect, happens once.
 */
export function registerServiceWorker() {
  if (activate) return;
  activate = registerSW({
    immediate: true,
    onOfflineReady: () => tell({ offlineReady: true }),
    onNeedRefresh: () => tell({ needRefresh: true }),
    // An installed app may stay open for days: it looks for a new version every hour too.
    onRegisteredSW: (_url, registration) => {
      if (registration) window.setInterval(() => void registration.update(), updateCheckMs);
    },
  });
}

export function subscribeToServiceWorker(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const serviceWorkerNews = () => news;

/** The prompt was closed: nothing more to tell until the worker has news again. */
export function dismissServiceWorkerNews() {
  tell({ offlineReady: false, needRefresh: false });
}

/**
 * Lets the waiting worker take over, then reloads. workbox-window reloads only for a worker it
 * installed itself; one found later (the hourly check, another tab) takes control without it,
 * so the page reloads when control changes.
 */
export function activateNewVersion() {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void activate?.(true);
}
