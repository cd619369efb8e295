import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncStore } from '../../stores/sync-store';
import { act, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { activateLanguage, i18n } from '../../lib/i18n';
import { useAuthStore } from '../../stores/auth-store';
import type { Measurement, Prediction } from '@sprout/core';
import type { VisibleChild } from '../../features/children/api/children';
import type { DashboardState } from '../../features/children/components/add-child-page';
import DashboardPage from './dashboard-page';

/** The api's listeners, driven by the test (they pass only server-confirmed data). */
type Listener<T> = { onData: (data: T) => void; onError: (error: Error) => void };
const live = vi.hoisted(() => ({
  children: [] as Listener<VisibleChild[]>[],
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
// The owner's edit dialog reads the parents' heights: never answered here.
vi.mock('../../features/children/api/parent-heights', () => ({
  watchParentHeights: () => () => undefined,
  saveParentHeights: vi.fn(),
}));

const noor: VisibleChild = {
  id: 'child-1',
  ownerId: 'uid-1',
  name: 'Noor',
  birthDate: '2020-03-14',
  gender: 'female',
  createdAt: '2026-01-01T00:00:00.000Z',
  access: 'owner',
};

beforeEach(async () => {
  await activateLanguage('en-US');
  live.children.length = 0;
  live.measurements.length = 0;
  live.predictions.length = 0;
  useAuthStore.getState().setSignedIn({ uid: 'uid-1', email: 'p@sprout.test', name: 'Pat' }, false);
});

const renderDashboard = () => renderAt('/en-US/dashboard', ':lang/dashboard', <DashboardPage />);

/** The dashboard as the share page opens it, with its navigation state. */
const arriveWith = (state: DashboardState) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname: '/en-US/dashboard', state }]}>
        <Routes>
          <Route path=":lang/dashboard" element={<DashboardPage />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );

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

describe('DashboardPage for a child shared with the user (issue 33)', () => {
  // Grandpa's child, shown to uid-1 with the role the subscription gives.
  const ella = (access: VisibleChild['access']): VisibleChild => ({
    ...noor,
    id: 'child-2',
    ownerId: 'grandpa',
    name: 'Ella',
    access,
  });
  const showOnly = (child: VisibleChild) => {
    act(() => live.children[0]?.onData([child]));
    act(() => live.measurements[0]?.onData([]));
    act(() => live.predictions[0]?.onData([]));
  };
  const button = (name: string) => screen.queryByRole('button', { name });

  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  it("lets a guardian record and edit the child's details, but not delete it or see the parents' heights", async () => {
    renderDashboard();
    showOnly(ella('guardian'));
    expect(screen.getByRole('tab', { name: /Ella/ })).toBeTruthy();
    expect(
      screen.getByText('Shared with you to record: you can add and correct measurements.'),
    ).toBeTruthy();
    expect(button('Add measurement')).toBeTruthy();
    expect(button('Unsubscribe')).toBeTruthy();

    await userEvent.click(button('Edit child') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Edit child' });
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete Ella' })).toBeNull();
    expect(within(dialog).queryByText('Parents’ heights (optional)')).toBeNull();
  });

  it('keeps a follower read-only, with the note of today', () => {
    renderDashboard();
    showOnly(ella('follower'));
    expect(
      screen.getByText('Shared with you: only the parent can change measurements.'),
    ).toBeTruthy();
    expect(button('Add measurement')).toBeNull();
    expect(button('Edit child')).toBeNull();
    expect(button('Unsubscribe')).toBeTruthy();
  });

  it("follows the owner's change of role at once: a guardian made a follower can no longer record", () => {
    renderDashboard();
    showOnly(ella('guardian'));
    expect(button('Add measurement')).toBeTruthy();
    act(() => live.children[0]?.onData([ella('follower')]));
    expect(button('Add measurement')).toBeNull();
    expect(button('Edit child')).toBeNull();
    // Removed altogether: the child is gone.
    act(() => live.children[0]?.onData([]));
    expect(screen.queryByRole('tab', { name: /Ella/ })).toBeNull();
  });

  it('welcomes a new guardian with what they may now do', () => {
    arriveWith({
      subscriptionSuccess: true,
      childName: 'Ella',
      newChildId: 'child-2',
      role: 'guardian',
    });
    expect(screen.getByText('You can now record Ella’s growth.')).toBeTruthy();
  });

  it('welcomes a new follower as before', () => {
    arriveWith({ subscriptionSuccess: true, childName: 'Ella', newChildId: 'child-2' });
    expect(
      screen.getByText('You now follow Ella. Their sizes and measurements are below.'),
    ).toBeTruthy();
  });

  it('keeps deleting the child for the owner', async () => {
    renderDashboard();
    showOnly(noor);
    expect(screen.queryByText(/Shared with you/)).toBeNull();
    expect(button('Unsubscribe')).toBeNull();
    await userEvent.click(button('Edit child') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Edit child' });
    expect(within(dialog).getByRole('button', { name: 'Delete Noor' })).toBeTruthy();
  });
});
