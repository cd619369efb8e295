import { useConsentStore } from '../stores/consent-store';
import type { AnalyticsEvent, Params, Sink } from './analytics-sink';

/**
 * Consent-aware analytics with the spec's events. Nothing is recorded, queued or loaded before
 * the visitor accepts cookies; after "reject" nothing ever is. With the emulators the events go
 * to the console; in production to Google Analytics for Firebase, loaded on first use after
 * consent and only when a measurement id is configured (lib/analytics-sink.ts).
 */
export type { AnalyticsEvent, Params };

let sink: Promise<Sink | null> | undefined;

export function analyticsAllowed(): boolean {
  return useConsentStore.getState().consent === 'accepted';
}

/** Records an event if, and only if, the visitor has accepted analytics. Never throws. */
export function track(event: AnalyticsEvent, params: Params = {}): void {
  if (!analyticsAllowed()) return;
  // Read now: by the time the sink has loaded, the visitor may be on another page.
  const page = { href: window.location.href, referrer: document.referrer };
  // The sink (and its redaction of addresses) loads after consent only.
  sink ??= import('./analytics-sink').then(({ loadSink }) => loadSink()).catch(() => null);
  void sink.then((send) => send?.(event, params, page)).catch(() => undefined);
}
