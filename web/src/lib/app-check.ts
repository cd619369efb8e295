import { env } from '../config/env';
import { firebaseApp } from './firebase';

/**
 * The reCAPTCHA Enterprise site key App Check starts with, or null: off without a key (App
 * Check not set up, README) and on the emulators, which take no App Check token.
 */
export function appCheckSiteKey(settings: {
  useEmulators: boolean;
  appCheckSiteKey?: string | undefined;
}): string | null {
  if (settings.useEmulators) return null;
  return settings.appCheckSiteKey?.trim() || null;
}

let started: Promise<void> | undefined;

/**
 * Starts App Check once, before the first Firestore or function call (lib/firestore.ts and
 * lib/functions.ts wait for it), so every request carries its token; the SDK then refreshes it.
 * The module and reCAPTCHA's script load only then, never on the first paint.
 */
export function startAppCheck(): Promise<void> {
  started ??= (async () => {
    const siteKey = appCheckSiteKey(env);
    if (!siteKey) return;
    try {
      const { initializeAppCheck, ReCaptchaEnterpriseProvider } =
        await import('firebase/app-check');
      initializeAppCheck(firebaseApp, {
        provider: new ReCaptchaEnterpriseProvider(siteKey),
        isTokenAutoRefreshEnabled: true,
      });
    } catch {
      // Requests then go without a token: where App Check is enforced the server refuses them
      // with an error the page shows; a wait here would only turn that into a hang.
    }
  })();
  return started;
}
