import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { useAuthStore } from '../../../stores/auth-store';
import { mia as child } from '../../../testing/fixtures';
import { MeasurementForm } from './measurement-form';

const addMeasurement = vi.hoisted(() => vi.fn());
vi.mock('../api/measurements', () => ({ addMeasurement, updateMeasurement: vi.fn() }));
vi.mock('../../../lib/draft', () => ({
  newDraft: () => ({ id: 'draft-1', createdAt: '2026-11-24T10:00:00.000Z' }),
}));

const signIn = (uid: string, email: string, name: string) =>
  useAuthStore.getState().setSignedIn({ uid, email, name }, false);

async function enterMeasurement() {
  const user = userEvent.setup();
  renderAt(
    '/en-US/dashboard',
    ':lang/dashboard',
    <MeasurementForm child={child} system="metric" onDone={() => undefined} />,
  );
  await user.type(screen.getByLabelText('Height (cm)'), '104');
  await user.type(screen.getByLabelText('Weight (kg)'), '17');
  await user.type(screen.getByLabelText('Foot length (cm)'), '17.2');
  await user.click(screen.getByRole('button', { name: 'Save measurement' }));
}

beforeEach(async () => {
  await activateLanguage('en-US');
});
afterEach(() => {
  addMeasurement.mockReset();
});

describe('MeasurementForm: who enters a measurement (issue 33)', () => {
  it('names the signed-in user, a guardian here, as the one who entered it', async () => {
    signIn('sam', 'sam@sprout.test', 'Sam');
    addMeasurement.mockResolvedValueOnce('saved');
    await enterMeasurement();
    await vi.waitFor(() => expect(addMeasurement).toHaveBeenCalledTimes(1));
    expect(addMeasurement.mock.calls[0]?.[3]).toEqual({ uid: 'sam', name: 'Sam' });
  });

  it('gives no name for an account without one, never its e-mail address', async () => {
    signIn('sam', 'sam@sprout.test', 'sam@sprout.test');
    addMeasurement.mockResolvedValueOnce('saved');
    await enterMeasurement();
    await vi.waitFor(() => expect(addMeasurement).toHaveBeenCalledTimes(1));
    expect(addMeasurement.mock.calls[0]?.[3]).toEqual({ uid: 'sam', name: null });
  });

  it('tells a guardian whose access the parent changed that they can no longer add one', async () => {
    signIn('sam', 'sam@sprout.test', 'Sam');
    addMeasurement.mockRejectedValueOnce(
      Object.assign(new Error('no'), { code: 'permission-denied' }),
    );
    await enterMeasurement();
    expect(
      await screen.findByText(
        'You can no longer change Mia’s measurements: the parent has changed what you may do.',
      ),
    ).toBeTruthy();
  });

  it('keeps the general error for the owner', async () => {
    signIn('u1', 'p@sprout.test', 'Pat');
    addMeasurement.mockRejectedValueOnce(
      Object.assign(new Error('no'), { code: 'permission-denied' }),
    );
    await enterMeasurement();
    expect(await screen.findByText('An error occurred')).toBeTruthy();
  });
});
