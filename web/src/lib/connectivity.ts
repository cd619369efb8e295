import { env } from '../config/env';
import { useSyncStore } from '../stores/sync-store';

/**
 * Whether the device reaches the backend, by trying it: the browser's online flag is a hint, not
 * an answer. It stays true on a network without internet, and Chromium 150 under emulated
 * offline keeps it true in every page loaded while offline, while each request fails.
 */

/** How often a device found unreachable tries again, to notice the connection is back. */
export const reachabilityRetryMs = 3_000;

/** The origin of the functions (any answer, even a 404, means the network gets there). */
export function functionsOrigin(region: string): string {
  return env.useEmulators
    ? `http://${env.emulatorHost}:5001/`
    : `https://${region}-${env.projectId}.cloudfunctions.net/`;
}

/**
 * What the start-up check asks: a small file of the app's own origin, by HEAD. The service worker
 * answers GET requests alone, so only the network can answer this one. Not the functions' origin
 * (which a failed call still asks): any path there answers 404, which the browser would log as an
 * error in the console of every session.
 */
export function reachabilityProbeUrl(origin = window.location.origin): string {
  return new URL('/favicon.svg', origin).href;
}

/** True when a request to `url` gets any answer; false when the network fails it. */
export async function reaches(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Records that a request could not reach `url`: the app shows itself offline (sync-store's
 * `online`) and tries `url` again every few seconds until it answers, then shows itself online,
 * whether or not the browser's own online events ever fire.
 */
export function reportUnreachable(url: string) {
  useSyncStore.getState().setOnline(false);
  if (retry !== undefined) return;
  const tryAgain = () => {
    retry = setTimeout(() => {
      // Found online meanwhile (a server snapshot, the browser's event): nothing to try.
      if (useSyncStore.getState().online) {
        retry = undefined;
        return;
      }
      void reaches(url).then((ok) => {
        if (ok) {
          retry = undefined;
          useSyncStore.getState().setOnline(true);
        } else tryAgain();
      });
    }, reachabilityRetryMs);
  };
  tryAgain();
}

/** The spec's start-up connection check (section 9): 3 tries, 1 s apart. */
export const startupCheck = { attempts: 3, delayMs: 1000 };

/**
 * At start, whether the backend answers: up to three tries a second apart, so one lost request
 * on a flaky network does not show the app offline. When none answers, the app shows itself
 * offline at once (reportUnreachable), before any read has waited out its timeout.
 */
export async function checkConnectionAtStart(url: string): Promise<boolean> {
  for (let attempt = 1; attempt <= startupCheck.attempts; attempt++) {
    if (await reaches(url)) return true;
    if (attempt < startupCheck.attempts)
      await new Promise((resolve) => setTimeout(resolve, startupCheck.delayMs));
  }
  reportUnreachable(url);
  return false;
}
