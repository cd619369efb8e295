/**
 * Every VITE_* setting, checked once at start-up; one error lists every bad key. Checked by hand
 * rather than with yup: this module is in every page's first load, and yup would add 35 KB to it.
 */
type Env = {
  useEmulators: boolean;
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  emulatorHost: string;
  supportEmail: string;
  measurementId?: string;
  appCheckSiteKey?: string;
  appCheckDebugToken?: string;
};

type Raw = Record<string, string | undefined>;

/** A plain address check (something@domain.tld), enough to catch a misconfigured setting. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Empty strings count as unset: an `.env` line `KEY=` means "not configured". */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parseEnv(raw: Raw): Env {
  const problems: string[] = [];
  const required = (key: string) => {
    const value = optional(raw[key]);
    if (!value) problems.push(key);
    return value ?? '';
  };
  const useEmulators = optional(raw.VITE_USE_EMULATORS) ?? 'false';
  if (useEmulators !== 'true' && useEmulators !== 'false') problems.push('VITE_USE_EMULATORS');
  const supportEmail = optional(raw.VITE_SUPPORT_EMAIL) ?? 'support@sprout.example';
  if (!looksLikeEmail(supportEmail)) problems.push('VITE_SUPPORT_EMAIL');
  const env: Env = {
    useEmulators: useEmulators === 'true',
    apiKey: required('VITE_FIREBASE_API_KEY'),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: required('VITE_FIREBASE_PROJECT_ID'),
    appId: optional(raw.VITE_FIREBASE_APP_ID),
    emulatorHost: optional(raw.VITE_EMULATOR_HOST) ?? '127.0.0.1',
    supportEmail,
    measurementId: optional(raw.VITE_FIREBASE_MEASUREMENT_ID),
    appCheckSiteKey: optional(raw.VITE_APP_CHECK_SITE_KEY),
    appCheckDebugToken: optional(raw.VITE_APP_CHECK_DEBUG_TOKEN),
  };
  if (problems.length > 0) {
    throw new Error(`Missing or invalid settings in .env: ${problems.join(', ')}`);
  }
  return env;
}

export const env = parseEnv({
  VITE_USE_EMULATORS: import.meta.env.VITE_USE_EMULATORS,
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_EMULATOR_HOST: import.meta.env.VITE_EMULATOR_HOST,
  VITE_SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL,
  VITE_FIREBASE_MEASUREMENT_ID: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
  VITE_APP_CHECK_SITE_KEY: import.meta.env.VITE_APP_CHECK_SITE_KEY,
  VITE_APP_CHECK_DEBUG_TOKEN: import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN,
});
