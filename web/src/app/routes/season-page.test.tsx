import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { activateLanguage } from '../../lib/i18n';
import { useAuthStore } from '../../stores/auth-store';
import { mia as stored } from '../../testing/fixtures';
import type { Prediction } from '@sprout/core';
import type { VisibleChild } from '../../features/children/api/children';
import SeasonPage from './season-page';

type Listener<T> = { onData: (data: T) => void; onError: (error: Error) => void };
const live = vi.hoisted(() => ({
  children: [] as Listener<VisibleChild[]>[],
  predictions: [] as { id: string; listener: Listener<Prediction[]> }[],
}));
vi.mock('../../features/children/api/children', () => ({
  watchChildren: (
    _uid: string,
    onData: (c: VisibleChild[]) => void,
    onError: (e: Error) => void,
  ) => {
    live.children.push({ onData, onError });
    return () => undefined;
  },
}));
vi.mock('../../features/seasons/api/predictions', () => ({
  watchPredictions: (
    id: string,
    onData: (p: Prediction[]) => void,
    onError: (e: Error) => void,
  ) => {
    live.predictions.push({ id, listener: { onData, onError } });
    return () => undefined;
  },
}));
// The product list and the share button call functions; this test is about which child shows.
vi.mock('../../features/products/components/product-list', () => ({ ProductList: () => null }));
vi.mock('../../features/sharing/components/share-child-button', () => ({
  ShareChildButton: () => null,
}));

const analytics = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('../../lib/analytics', () => analytics);

const mia: VisibleChild = { ...stored, access: 'owner' };
const otto: VisibleChild = {
  ...mia,
  id: 'c2',
  name: 'Otto',
  birthDate: '2019-06-01',
  gender: 'male',
};

beforeEach(async () => {
  await activateLanguage('en-US');
  live.children.length = 0;
  live.predictions.length = 0;
  useAuthStore.getState().setSignedIn({ uid: 'u1', email: 'p@sprout.test', name: 'Pat' }, false);
});

const renderSeason = (path: string) => renderAt(path, ':lang/season/:season', <SeasonPage />);

describe('SeasonPage', () => {
  it('opens on the child a reminder e-mail names in ?child=', () => {
    renderSeason('/en-US/season/winter?child=c2');
    act(() => live.children[0]?.onData([mia, otto]));
    expect((screen.getByLabelText(/child/i) as HTMLSelectElement).value).toBe('c2');
    expect(live.predictions.at(-1)?.id).toBe('c2');
  });

  it('opens on the first child without a query, or with an unknown one', () => {
    renderSeason('/en-US/season/winter?child=gone');
    act(() => live.children[0]?.onData([mia, otto]));
    expect((screen.getByLabelText(/child/i) as HTMLSelectElement).value).toBe('c1');
  });

  it("records a season view (the spec's season_view event) once per season opened", () => {
    analytics.track.mockClear();
    renderSeason('/en-US/season/winter');
    act(() => live.children[0]?.onData([mia]));
    expect(analytics.track.mock.calls.filter(([event]) => event === 'season_view')).toEqual([
      ['season_view', { season: 'winter' }],
    ]);
  });

  it('asks for the first measurement only those who may record it (issue 33)', () => {
    const shared = (access: VisibleChild['access']): VisibleChild => ({
      ...mia,
      ownerId: 'grandpa',
      access,
    });
    renderSeason('/en-US/season/winter');
    act(() => live.children[0]?.onData([shared('follower')]));
    act(() => live.predictions.at(-1)?.listener.onData([]));
    expect(screen.getByText('No measurements yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add measurement' })).toBeNull();

    act(() => live.children[0]?.onData([shared('guardian')]));
    expect(
      screen.getByText('No measurements yet. Add the first one to see sizes and forecasts.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add measurement' })).toBeTruthy();
  });
});
