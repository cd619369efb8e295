import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-sprout',
};

describe('parseEnv', () => {
  it('fills the defaults and reads the emulator switch', () => {
    const env = parseEnv({ ...complete, VITE_USE_EMULATORS: 'true', VITE_APP_CHECK_SITE_KEY: ' ' });
    expect(env).toMatchObject({
      useEmulators: true,
      emulatorHost: '127.0.0.1',
      supportEmail: 'support@sprout.example',
      projectId: 'demo-sprout',
    });
    expect(env.appCheckSiteKey).toBeUndefined();
  });

  it('names every missing or invalid key in one error', () => {
    expect(() =>
      parseEnv({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_USE_EMULATORS: 'yes',
        VITE_SUPPORT_EMAIL: 'not-an-address',
      }),
    ).toThrow(
      'Missing or invalid settings in .env: VITE_USE_EMULATORS, VITE_SUPPORT_EMAIL, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID',
    );
  });
});
