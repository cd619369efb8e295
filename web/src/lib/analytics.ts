import { env } from '../config/env';
import { useConsentStore } from '../stores/consent-store';

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

let sink: Promise<Sink | null> | undefined;

async function loadSink(): Promise<Sink | null> {
  if (env.useEmulators) {
    return (event, params) => console.info('[analytics]', event, params);
  }
  if (!env.measurementId) return null;
  const [{ getAnalytics, logEvent }, { firebaseApp }] = await Promise.all([
    import('firebase/analytics'),
    import('./firebase'),
  ]);
  const analytics = getAnalytics(firebaseApp);
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
  sink ??= loadSink().catch(() => null);
  void sink.then((send) => send?.(event, params)).catch(() => undefined);
}
