import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { activateLanguage } from '../../lib/i18n';
import { useConsentStore } from '../../stores/consent-store';
import { ConsentBanner } from './consent-banner';

const analytics = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('../../lib/analytics', () => analytics);

describe('ConsentBanner', () => {
  beforeAll(() => activateLanguage('en-US'));

  it('grants analytics once per visit, however often it mounts', () => {
    localStorage.clear();
    useConsentStore.setState({ consent: null });
    renderAt('/en-US', '/:lang', <ConsentBanner />);
    expect(analytics.track).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Accept' }).click());
    expect(analytics.track).toHaveBeenCalledWith('consent_granted');
    // The next pages mount the banner again (each language layout), accepted already.
    for (let page = 0; page < 3; page++) {
      cleanup();
      renderAt('/en-US', '/:lang', <ConsentBanner />);
    }
    expect(
      analytics.track.mock.calls.filter(([event]) => event === 'consent_granted'),
    ).toHaveLength(1);
  });
});
