import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { useAuthStore } from '../../../stores/auth-store';
import { mia as child } from '../../../testing/fixtures';
import { LatestMeasurements } from './latest-measurements';
import { MeasurementForm } from './measurement-form';

const addMeasurement = vi.hoisted(() => vi.fn());
vi.mock('../api/measurements', () => ({ addMeasurement }));
vi.mock('../../../lib/draft', () => ({
  newDraft: () => ({ id: 'draft-1', createdAt: '2026-11-24T10:00:00.000Z' }),
}));

const latest = { measuredAt: '2026-06-01', height: 104.1, weight: 15.15, footLength: 15.5 };

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');

beforeEach(async () => {
  await activateLanguage('en-US');
  useAuthStore.getState().setSignedIn({ uid: 'u1', email: 'p@sprout.test', name: 'Pat' }, false);
});
afterEach(() => {
  usePreferencesStore.setState({ measurementSystem: null });
  addMeasurement.mockReset();
});

describe('measurements in the user units and the page locale', () => {
  it('shows an imperial family inches and lbs on the card', () => {
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <LatestMeasurements latest={latest} system="imperial" />,
    );
    const values = screen.getAllByRole('definition').map(text);
    expect(values.slice(0, 3)).toEqual(['41 in', '33.4 lbs', '6.1 in']);
  });

  it('writes Swedish numbers with a decimal comma', () => {
    renderAt(
      '/sv/dashboard',
      ':lang/dashboard',
      <LatestMeasurements latest={{ ...latest, height: 115.7 }} system="metric" />,
    );
    expect(screen.getAllByRole('definition').map(text).slice(0, 3)).toEqual([
      '115,7 cm',
      '15,2 kg',
      '15,5 cm',
    ]);
  });
});

describe('MeasurementForm', () => {
  it('refuses a foot length the server would refuse, naming the limit in inches', async () => {
    const user = userEvent.setup();
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <MeasurementForm child={child} system="imperial" onDone={() => undefined} />,
    );
    expect(screen.getByLabelText('Weight (lbs)')).toBeTruthy();
    await user.type(screen.getByLabelText('Height (in)'), '41');
    await user.type(screen.getByLabelText('Weight (lbs)'), '40');
    await user.type(screen.getByLabelText('Foot length (in)'), '14');
    await user.click(screen.getByRole('button', { name: 'Save measurement' }));
    expect(await screen.findByText('Foot length must be at most 13.7 in')).toBeTruthy();
    expect(addMeasurement).not.toHaveBeenCalled();

    // 13.7 in is stored as 34.8 cm: within the 35 cm the rules accept.
    await user.clear(screen.getByLabelText('Foot length (in)'));
    await user.type(screen.getByLabelText('Foot length (in)'), '13.7');
    addMeasurement.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Save measurement' }));
    await vi.waitFor(() => expect(addMeasurement).toHaveBeenCalledTimes(1));
    expect(addMeasurement.mock.calls[0]?.[1]).toMatchObject({ footLength: 34.8, height: 104.1 });
  });
});
