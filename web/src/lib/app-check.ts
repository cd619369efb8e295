import { env } from '../config/env';
import { loadFirebase } from './firebase-loader';

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

/**
 * The debug token of a development build against a real project (README, App Check): 'true'
 * makes the SDK print a new one, any other value is one registered in the console. Production
 * builds never use it.
 */
export function appCheckDebugToken(settings: {
  dev: boolean;
  appCheckDebugToken?: string | undefined;
}): string | boolean | null {
  const token = settings.appCheckDebugToken?.trim();
  if (!settings.dev || !token) return null;
  return token === 'true' ? true : token;
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
    const debugToken = appCheckDebugToken({ dev: import.meta.env.DEV, ...env });
    // The SDK reads this global when App Check starts.
    if (debugToken !== null) {
      (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        debugToken;
    }
    try {
      const [{ initializeAppCheck, ReCaptchaEnterpriseProvider }, { firebaseApp }] =
        await Promise.all([import('firebase/app-check'), loadFirebase()]);
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
