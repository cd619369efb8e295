import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Measurement } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { mia as child } from '../../../testing/fixtures';
import { useAuthStore } from '../../../stores/auth-store';
import { MeasurementHistory } from './measurement-history';

const api = vi.hoisted(() => ({
  addMeasurement: vi.fn(),
  updateMeasurement: vi.fn(),
  deleteMeasurement: vi.fn(),
}));
vi.mock('../api/measurements', () => api);

const measurements: Measurement[] = [
  {
    id: 'new',
    measuredAt: '2026-06-01',
    height: 140.1,
    weight: 15.15,
    footLength: 15.5,
    createdAt: '2026-06-01T08:00:00Z',
  },
  {
    id: 'old',
    measuredAt: '2026-01-10',
    height: 101.6,
    weight: 14.2,
    footLength: 15.2,
    createdAt: '2026-01-10T08:00:00Z',
  },
];

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

function renderHistory(
  canEdit: boolean,
  system: 'metric' | 'imperial' = 'metric',
  shown: Measurement[] = measurements,
) {
  renderAt(
    '/en-US/dashboard',
    ':lang/dashboard',
    <MeasurementHistory child={child} measurements={shown} system={system} canEdit={canEdit} />,
  );
}

/** The viewer: the child's owner (the fixture's u1) unless a test signs in someone else. */
const signIn = (uid: string, name: string) =>
  useAuthStore.getState().setSignedIn({ uid, email: `${uid}@sprout.test`, name }, false);

beforeEach(async () => {
  await activateLanguage('en-US');
  signIn('u1', 'Pat');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  Object.values(api).forEach((fn) => fn.mockReset());
});

describe('MeasurementHistory', () => {
  it('lists every measurement newest first in the user units, read-only for a follower', async () => {
    const user = userEvent.setup();
    renderHistory(false, 'imperial');
    await user.click(screen.getByRole('button', { name: /Measurement history \(2\)/ }));
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => text(within(row).getByRole('paragraph')))).toEqual([
      'Jun 1, 2026',
      'Jan 10, 2026',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('definition')
        .map(text),
    ).toEqual(['40 in', '31.3 lbs', '6 in']);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('corrects a mistyped height, keeping the fields left alone as stored', async () => {
    api.updateMeasurement.mockResolvedValue('saved');
    const user = userEvent.setup();
    renderHistory(true, 'imperial');
    await user.click(screen.getByRole('button', { name: /Measurement history/ }));
    await user.click(screen.getByRole('button', { name: 'Edit the measurement of Jun 1, 2026' }));
    const form = await screen.findByRole('form', { name: 'Edit measurement' });
    const height = within(form).getByLabelText('Height (in)');
    expect((height as HTMLInputElement).value).toBe('55.2');
    await user.clear(height);
    await user.type(height, '42');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.updateMeasurement).toHaveBeenCalledTimes(1));
    expect(api.updateMeasurement).toHaveBeenCalledWith(
      child,
      'new',
      expect.objectContaining({ measuredAt: '2026-06-01', weight: 15.15, footLength: 15.5 }),
      'u1',
    );
    const [, id, values] = api.updateMeasurement.mock.lastCall as [
      unknown,
      string,
      { height: number },
    ];
    expect(id).toBe('new');
    // 42 in, converted; the weight and foot length as stored, not through lbs and inches.
    expect(values).toMatchObject({ measuredAt: '2026-06-01', weight: 15.15, footLength: 15.5 });
    expect(values.height).toBeCloseTo(106.7, 1);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit measurement' })).toBeNull(),
    );
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    api.deleteMeasurement.mockResolvedValue('saved');
    const user = userEvent.setup();
    renderHistory(true);
    await user.click(screen.getByRole('button', { name: /Measurement history/ }));
    await user.click(
      screen.getByRole('button', { name: 'Delete the measurement of Jan 10, 2026' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this measurement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteMeasurement).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('button', { name: 'Delete the measurement of Jan 10, 2026' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.deleteMeasurement).toHaveBeenCalledTimes(1));
    expect(api.deleteMeasurement).toHaveBeenCalledWith(
      child,
      expect.objectContaining({ id: 'old' }),
      'u1',
    );
  });

  it('says so when the deletion is refused, and keeps the row', async () => {
    api.deleteMeasurement.mockRejectedValue(
      Object.assign(new Error('no'), { code: 'permission-denied' }),
    );
    const user = userEvent.setup();
    renderHistory(true);
    await user.click(screen.getByRole('button', { name: /Measurement history/ }));
    await user.click(
      screen.getByRole('button', { name: 'Delete the measurement of Jan 10, 2026' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The measurement could not be deleted. Try again.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says a guardian may no longer change them when the parent has changed their access', async () => {
    signIn('sam', 'Sam');
    api.deleteMeasurement.mockRejectedValue(
      Object.assign(new Error('no'), { code: 'permission-denied' }),
    );
    const user = userEvent.setup();
    renderHistory(true);
    await user.click(screen.getByRole('button', { name: /Measurement history/ }));
    await user.click(
      screen.getByRole('button', { name: 'Delete the measurement of Jan 10, 2026' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText(
        'You can no longer change Mia’s measurements: the parent has changed what you may do.',
      ),
    ).toBeTruthy();
    expect(api.deleteMeasurement).toHaveBeenCalledWith(
      child,
      expect.objectContaining({ id: 'old' }),
      'sam',
    );
  });

  describe('who entered each measurement (issue 33)', () => {
    const entered: Measurement[] = [
      { ...(measurements[0] as Measurement), createdBy: 'sam', createdByName: 'Sam' },
      { ...(measurements[1] as Measurement), id: 'mid', createdBy: 'sam' },
      { ...(measurements[1] as Measurement), id: 'own', createdBy: 'u1', createdByName: 'Pat' },
      // From before anyone was named: nothing said.
      measurements[1] as Measurement,
    ];
    const days = () =>
      screen.getAllByRole('listitem').map((row) => text(within(row).getByRole('paragraph')));

    it('tells the owner which a guardian added, and says nothing of their own', async () => {
      const user = userEvent.setup();
      renderHistory(true, 'metric', entered);
      await user.click(screen.getByRole('button', { name: /Measurement history/ }));
      expect(days()).toEqual([
        'Jun 1, 2026 added by Sam',
        'Jan 10, 2026 added by someone else',
        'Jan 10, 2026',
        'Jan 10, 2026',
      ]);
    });

    it('tells a guardian which the owner added', async () => {
      signIn('sam', 'Sam');
      const user = userEvent.setup();
      renderHistory(true, 'metric', entered);
      await user.click(screen.getByRole('button', { name: /Measurement history/ }));
      expect(days()).toEqual([
        'Jun 1, 2026',
        'Jan 10, 2026',
        'Jan 10, 2026 added by Pat',
        'Jan 10, 2026',
      ]);
    });
  });
});
