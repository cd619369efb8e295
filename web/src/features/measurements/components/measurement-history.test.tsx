import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Measurement } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { mia as child } from '../../../testing/fixtures';
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

function renderHistory(canEdit: boolean, system: 'metric' | 'imperial' = 'metric') {
  renderAt(
    '/en-US/dashboard',
    ':lang/dashboard',
    <MeasurementHistory
      child={child}
      measurements={measurements}
      system={system}
      canEdit={canEdit}
    />,
  );
}

beforeEach(async () => {
  await activateLanguage('en-US');
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
});
