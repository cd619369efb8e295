import { object, string, ValidationError } from 'yup';

/** Every VITE_* setting, checked once at start-up; one error lists every bad key. */
const envSchema = object({
  useEmulators: string().oneOf(['true', 'false']).default('false'),
  apiKey: string().required('VITE_FIREBASE_API_KEY'),
  authDomain: string().required('VITE_FIREBASE_AUTH_DOMAIN'),
  projectId: string().required('VITE_FIREBASE_PROJECT_ID'),
  appId: string().optional(),
  emulatorHost: string().default('127.0.0.1'),
  supportEmail: string().email('VITE_SUPPORT_EMAIL').default('support@sprout.example'),
  measurementId: string().optional(),
  appCheckSiteKey: string().trim().optional(),
  appCheckDebugToken: string().trim().optional(),
});

function readEnv() {
  const raw = {
    useEmulators: import.meta.env.VITE_USE_EMULATORS,
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    appId: import.meta.env.VITE_FIREBASE_APP_ID,
    emulatorHost: import.meta.env.VITE_EMULATOR_HOST,
    supportEmail: import.meta.env.VITE_SUPPORT_EMAIL,
    measurementId: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
    appCheckSiteKey: import.meta.env.VITE_APP_CHECK_SITE_KEY,
    appCheckDebugToken: import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN,
  };
  try {
    const env = envSchema.validateSync(raw, { abortEarly: false });
    return { ...env, useEmulators: env.useEmulators === 'true' };
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new Error(`Missing or invalid settings in .env: ${error.errors.join(', ')}`);
    }
    throw error;
  }
}

export const env = readEnv();
