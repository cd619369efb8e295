import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncStore } from '../../stores/sync-store';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { activateLanguage } from '../../lib/i18n';
import { useAuthStore } from '../../stores/auth-store';
import type { Child, Measurement, Prediction } from '@sprout/core';
import DashboardPage from './dashboard-page';

/** The api's listeners, driven by the test (they pass only server-confirmed data). */
type Listener<T> = { onData: (data: T) => void; onError: (error: Error) => void };
const live = vi.hoisted(() => ({
  children: [] as Listener<Child[]>[],
  measurements: [] as Listener<Measurement[]>[],
  predictions: [] as Listener<Prediction[]>[],
}));
const watch = vi.hoisted(
  () =>
    (list: Listener<never>[]) =>
    (_id: string, onData: (data: never) => void, onError: (error: Error) => void) => {
      list.push({ onData, onError });
      return () => undefined;
    },
);
vi.mock('../../features/children/api/children', () => ({
  watchChildren: watch(live.children as Listener<never>[]),
}));
vi.mock('../../features/measurements/api/measurements', () => ({
  watchMeasurements: watch(live.measurements as Listener<never>[]),
}));
vi.mock('../../features/seasons/api/predictions', () => ({
  watchPredictions: watch(live.predictions as Listener<never>[]),
}));

const noor: Child = {
  id: 'child-1',
  ownerId: 'uid-1',
  name: 'Noor',
  birthDate: '2020-03-14',
  gender: 'female',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  await activateLanguage('en-US');
  live.children.length = 0;
  live.measurements.length = 0;
  live.predictions.length = 0;
  useAuthStore.getState().setSignedIn({ uid: 'uid-1', email: 'p@sprout.test', name: 'Pat' }, false);
});

const renderDashboard = () => renderAt('/en-US/dashboard', ':lang/dashboard', <DashboardPage />);

describe('DashboardPage when the server does not answer', () => {
  it('is loading, not "No children yet", until the children are confirmed', () => {
    renderDashboard();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('No children yet')).toBeNull();
  });

  it("shows the spec's error with a Retry that listens anew", async () => {
    renderDashboard();
    act(() => live.children[0]?.onError(new Error('timeout')));
    expect(screen.getByText('Failed to load children data. Please try again.')).toBeTruthy();
    expect(screen.queryByText('No children yet')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(live.children).toHaveLength(2);
    act(() => live.children[1]?.onData([noor]));
    expect(screen.getByRole('tab', { name: 'Noor' })).toBeTruthy();
  });

  it('says the forecast failed and keeps the rest of the dashboard usable', async () => {
    renderDashboard();
    act(() => live.children[0]?.onData([noor]));
    act(() => live.measurements[0]?.onData([]));
    act(() => live.predictions[0]?.onError(new Error('timeout')));
    expect(screen.getByText('Failed to fetch predictions')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Noor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add measurement' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(live.predictions.length).toBeGreaterThan(1);
  });

  it('shows a spinner, not "No measurements yet", until the child\'s measurements are confirmed', () => {
    renderDashboard();
    act(() => live.children[0]?.onData([noor]));
    expect(screen.queryByText(/No measurements yet/)).toBeNull();
    act(() => live.measurements[0]?.onData([]));
    // The panel waits for the forecast too, so that it is drawn in one go.
    expect(screen.queryByText(/No measurements yet/)).toBeNull();
    act(() => live.predictions[0]?.onData([]));
    expect(screen.getByText(/No measurements yet/)).toBeTruthy();
  });
});

describe('DashboardPage offline', () => {
  const measured: Measurement = {
    id: 'm-1',
    measuredAt: '2026-11-20',
    height: 104,
    weight: 17,
    footLength: 17.2,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  const standing = { z: 0.1, percentile: 54, clamped: false, estimated: false };
  const withPercentiles: Measurement = {
    ...measured,
    percentiles: { height: standing, weight: standing, footLength: standing },
  };

  it("marks today's sizes provisional until the server's results for the newest measurement arrive", () => {
    // Offline: the measurements are drawn without waiting for a forecast that may not come.
    useSyncStore.getState().setOnline(false);
    renderDashboard();
    act(() => live.children[0]?.onData([noor]));
    // Recorded on the device: no percentiles, no forecast loaded.
    act(() => live.measurements[0]?.onData([measured]));
    expect(screen.getByTestId('provisional-sizes')).toBeTruthy();
    expect(screen.getByTestId('clothing-size')).toBeTruthy();
    act(() => live.predictions[0]?.onData([]));
    expect(screen.getByTestId('provisional-sizes')).toBeTruthy();

    act(() => live.measurements[0]?.onData([withPercentiles]));
    expect(screen.queryByTestId('provisional-sizes')).toBeNull();
    useSyncStore.getState().setOnline(true);
  });

  it('draws the child’s panel in one go online, once the forecast has arrived too', () => {
    renderDashboard();
    act(() => live.children[0]?.onData([noor]));
    act(() => live.measurements[0]?.onData([withPercentiles]));
    expect(screen.queryByTestId('clothing-size')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => live.predictions[0]?.onData([]));
    expect(screen.getByTestId('clothing-size')).toBeTruthy();
  });
});
