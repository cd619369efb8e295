import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh (it keeps its sink once loaded) with the settings it needs.
const env = vi.hoisted(() => ({
  useEmulators: true,
  measurementId: undefined as string | undefined,
}));
const sdk = vi.hoisted(() => ({ initializeAnalytics: vi.fn(), logEvent: vi.fn() }));
vi.mock('../config/env', () => ({ env }));
vi.mock('firebase/analytics', () => sdk);
vi.mock('./firebase', () => ({ firebaseApp: { name: '[DEFAULT]' } }));

const token = 'Zq4-secret-TOKEN_9x';

async function loadAnalytics() {
  vi.resetModules();
  const analytics = await import('./analytics');
  const sink = await import('./analytics-sink');
  const { useConsentStore } = await import('../stores/consent-store');
  useConsentStore.getState().choose('accepted');
  return { ...analytics, ...sink };
}

/** Everything handed to Google Analytics or the console, as one string. */
const sent = (...calls: unknown[][][]) => JSON.stringify(calls);

describe('analyticsPath and analyticsUrl', () => {
  it('replace a share token with a placeholder, with or without a language', async () => {
    const { analyticsPath } = await loadAnalytics();
    expect(analyticsPath(`/en-US/share/${token}`)).toBe('/en-US/share/[token]');
    expect(analyticsPath(`/share/${token}`)).toBe('/share/[token]');
    expect(analyticsPath(`/sv/share/${token}/`)).toBe('/sv/share/[token]/');
    expect(analyticsPath('/en-US/season/summer')).toBe('/en-US/season/summer');
    expect(analyticsPath('/en-US/dashboard')).toBe('/en-US/dashboard');
  });

  it('keep campaign tags and drop every other query parameter and the fragment', async () => {
    const { analyticsUrl } = await loadAnalytics();
    expect(
      analyticsUrl(`https://sprout.example/en-US/share/${token}?utm_source=mail&token=${token}#x`),
    ).toBe('https://sprout.example/en-US/share/[token]?utm_source=mail');
    expect(analyticsUrl('https://sprout.example/en-US/reset-password?oobCode=abc')).toBe(
      'https://sprout.example/en-US/reset-password',
    );
    expect(analyticsUrl('')).toBe('');
  });
});

describe('track on a share page', () => {
  beforeEach(() => {
    window.history.pushState({}, '', `/en-US/share/${token}?from=${token}`);
    sdk.initializeAnalytics.mockReset().mockReturnValue({ app: 'analytics' });
    sdk.logEvent.mockReset();
  });
  afterEach(() => {
    window.history.pushState({}, '', '/');
    env.useEmulators = true;
    env.measurementId = undefined;
  });

  it('sends Google Analytics the redacted location, in its start-up page view and every event', async () => {
    env.useEmulators = false;
    env.measurementId = 'G-TEST';
    const { track } = await loadAnalytics();
    track('child_share', { method: 'link' });
    await vi.waitFor(() => expect(sdk.logEvent).toHaveBeenCalledTimes(1));

    const [, { config }] = sdk.initializeAnalytics.mock.calls[0] as [unknown, { config: object }];
    expect(config).toEqual({
      page_location: `${window.location.origin}/en-US/share/[token]`,
      page_path: '/en-US/share/[token]',
    });
    expect(sdk.logEvent).toHaveBeenCalledWith({ app: 'analytics' }, 'child_share', {
      method: 'link',
      page_location: `${window.location.origin}/en-US/share/[token]`,
      page_path: '/en-US/share/[token]',
    });
    expect(sent(sdk.initializeAnalytics.mock.calls, sdk.logEvent.mock.calls)).not.toContain(token);
  });

  it('logs the redacted path with the emulators', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const { track } = await loadAnalytics();
      track('consent_granted');
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect(info).toHaveBeenCalledWith(
        '[analytics]',
        'consent_granted',
        expect.objectContaining({ page_path: '/en-US/share/[token]' }),
      );
      expect(sent(info.mock.calls)).not.toContain(token);
    } finally {
      info.mockRestore();
    }
  });
});
