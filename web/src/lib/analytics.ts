import { env } from '../config/env';
import { useConsentStore } from '../stores/consent-store';
import { loadFirebase } from './firebase-loader';

/**
 * Consent-aware analytics with the spec's events. Nothing is recorded, queued or loaded before
 * the visitor accepts cookies; after "reject" nothing ever is. With the emulators the events go
 * to the console; in production to Google Analytics for Firebase, loaded on first use after
 * consent and only when a measurement id is configured.
 */
export type AnalyticsEvent =
  | 'sign_in'
  | 'sign_up'
  | 'error'
  | 'season_view'
  | 'product_click'
  | 'product_view'
  | 'measurement_add'
  | 'child_share'
  | 'settings_change'
  | 'consent_granted';

type Params = Record<string, string | number | boolean>;

type Sink = (event: AnalyticsEvent, params: Params) => void;

/**
 * The path as analytics may see it. A share link's token is a secret (whoever holds it can open
 * the child's page), so it becomes a placeholder: /en-US/share/[token].
 */
export function analyticsPath(pathname: string): string {
  return pathname.replace(/\/share\/[^/]+/g, '/share/[token]');
}

/**
 * A URL as analytics may see it: origin and redacted path, and of the query only the campaign
 * tags (utm_*); other parameters (reset codes, tokens) and the fragment are dropped.
 */
export function analyticsUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  const campaign = new URLSearchParams(
    [...parsed.searchParams].filter(([name]) => name.startsWith('utm_')),
  ).toString();
  return `${parsed.origin}${analyticsPath(parsed.pathname)}${campaign ? `?${campaign}` : ''}`;
}

/**
 * Where the visitor is, sent with every event: Google Analytics would otherwise read
 * document.location (and the referrer) itself, share token included.
 */
export function pageParams(): Params {
  const params: Params = {
    page_location: analyticsUrl(window.location.href),
    page_path: analyticsPath(window.location.pathname),
  };
  if (document.referrer) params.page_referrer = analyticsUrl(document.referrer);
  return params;
}

let sink: Promise<Sink | null> | undefined;

async function loadSink(): Promise<Sink | null> {
  if (env.useEmulators) {
    return (event, params) => console.info('[analytics]', event, params);
  }
  if (!env.measurementId) return null;
  const [{ initializeAnalytics, logEvent }, { firebaseApp }] = await Promise.all([
    import('firebase/analytics'),
    loadFirebase(),
  ]);
  // The page view gtag sends when it starts carries the redacted location, not document.location.
  const analytics = initializeAnalytics(firebaseApp, { config: pageParams() });
  // logEvent's overloads type Google's standard events one by one; ours are plain names.
  const log = logEvent as (instance: typeof analytics, name: string, params?: Params) => void;
  return (event, params) => log(analytics, event, params);
}

export function analyticsAllowed(): boolean {
  return useConsentStore.getState().consent === 'accepted';
}

/** Records an event if, and only if, the visitor has accepted analytics. Never throws. */
export function track(event: AnalyticsEvent, params: Params = {}): void {
  if (!analyticsAllowed()) return;
  // Read now: by the time the sink has loaded, the visitor may be on another page.
  const withPage = { ...params, ...pageParams() };
  sink ??= loadSink().catch(() => null);
  void sink.then((send) => send?.(event, withPage)).catch(() => undefined);
}
