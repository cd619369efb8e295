import { env } from '../config/env';
import { loadFirebase } from './firebase-loader';

// Where events go once the visitor has accepted analytics (lib/analytics.ts loads this then).

/** The spec's events. */
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

export type Params = Record<string, string | number | boolean>;

/** The page an event happened on, read when it happened. */
export type Page = { href: string; referrer: string };

export type Sink = (event: AnalyticsEvent, params: Params, page: Page) => void;

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
export function pageParams(page: Page): Params {
  const params: Params = {
    page_location: analyticsUrl(page.href),
    page_path: analyticsPath(new URL(page.href).pathname),
  };
  if (page.referrer) params.page_referrer = analyticsUrl(page.referrer);
  return params;
}

export async function loadSink(): Promise<Sink | null> {
  if (env.useEmulators) {
    return (event, params, page) =>
      console.info('[analytics]', event, { ...params, ...pageParams(page) });
  }
  if (!env.measurementId) return null;
  const [{ initializeAnalytics, logEvent }, { firebaseApp }] = await Promise.all([
    import('firebase/analytics'),
    loadFirebase(),
  ]);
  // The page view gtag sends when it starts carries the redacted location, not document.location.
  const analytics = initializeAnalytics(firebaseApp, {
    config: pageParams({ href: window.location.href, referrer: document.referrer }),
  });
  // logEvent's overloads type Google's standard events one by one; ours are plain names.
  const log = logEvent as (instance: typeof analytics, name: string, params?: Params) => void;
  return (event, params, page) => log(analytics, event, { ...params, ...pageParams(page) });
}
