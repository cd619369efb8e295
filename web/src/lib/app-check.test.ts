import { afterEach, describe, expect, it, vi } from 'vitest';

const appCheck = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  ReCaptchaEnterpriseProvider: vi.fn(function Provider(this: object, key: string) {
    Object.assign(this, { key });
  }),
}));
vi.mock('firebase/app-check', () => appCheck);
vi.mock('./firebase', () => ({ firebaseApp: { name: 'sprout' } }));

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('../config/env');
  appCheck.initializeAppCheck.mockClear();
});

/** app-check.ts loaded afresh with these settings. */
async function withEnv(settings: { useEmulators: boolean; appCheckSiteKey?: string }) {
  vi.doMock('../config/env', () => ({ env: settings }));
  return import('./app-check');
}

describe('appCheckSiteKey', () => {
  it('is the configured key in production', async () => {
    const { appCheckSiteKey } = await withEnv({ useEmulators: false });
    expect(appCheckSiteKey({ useEmulators: false, appCheckSiteKey: ' 6Lc-key ' })).toBe('6Lc-key');
  });

  it('is null without a key, and on the emulators even with one', async () => {
    const { appCheckSiteKey } = await withEnv({ useEmulators: false });
    expect(appCheckSiteKey({ useEmulators: false })).toBeNull();
    expect(appCheckSiteKey({ useEmulators: false, appCheckSiteKey: '  ' })).toBeNull();
    expect(appCheckSiteKey({ useEmulators: true, appCheckSiteKey: '6Lc-key' })).toBeNull();
  });
});

describe('startAppCheck', () => {
  it('starts App Check once with reCAPTCHA Enterprise when a key is configured', async () => {
    const { startAppCheck } = await withEnv({ useEmulators: false, appCheckSiteKey: '6Lc-key' });
    await Promise.all([startAppCheck(), startAppCheck()]);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith(
      { name: 'sprout' },
      { provider: { key: '6Lc-key' }, isTokenAutoRefreshEnabled: true },
    );
  });

  it('does nothing on the emulators', async () => {
    const { startAppCheck } = await withEnv({ useEmulators: true, appCheckSiteKey: '6Lc-key' });
    await startAppCheck();
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
  });

  it('does nothing without a key', async () => {
    const { startAppCheck } = await withEnv({ useEmulators: false });
    await startAppCheck();
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
  });
});

describe('appCheckDebugToken', () => {
  it('only development builds use one: true prints a new token, a value is a registered one', async () => {
    const { appCheckDebugToken } = await withEnv({ useEmulators: false });
    expect(appCheckDebugToken({ dev: true, appCheckDebugToken: 'true' })).toBe(true);
    expect(appCheckDebugToken({ dev: true, appCheckDebugToken: ' 1b2c-token ' })).toBe(
      '1b2c-token',
    );
    expect(appCheckDebugToken({ dev: true })).toBeNull();
    expect(appCheckDebugToken({ dev: false, appCheckDebugToken: '1b2c-token' })).toBeNull();
  });
});
