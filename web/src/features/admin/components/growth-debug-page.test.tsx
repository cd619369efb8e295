import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import GrowthDebugPage from './growth-debug-page';

const renderDebugger = () =>
  renderAt('/admin/growth-debug', '/admin/growth-debug', <GrowthDebugPage />);

describe('GrowthDebugPage', () => {
  beforeEach(async () => {
    await activateLanguage('en-US');
  });

  it("starts with the spec's defaults", () => {
    renderDebugger();
    expect(screen.getByLabelText<HTMLInputElement>('Height (cm)').value).toBe('95');
    expect(screen.getByLabelText<HTMLInputElement>('Weight (kg)').value).toBe('15');
    expect(screen.getByLabelText<HTMLInputElement>('Foot length (cm)').value).toBe('15');
    expect(screen.getByLabelText<HTMLInputElement>('Northern Hemisphere').checked).toBe(true);
    const birth = screen.getByLabelText<HTMLInputElement>('Birth date').value;
    const measured = screen.getByLabelText<HTMLInputElement>('Measurement date').value;
    expect(Number(measured.slice(0, 4)) - Number(birth.slice(0, 4))).toBe(3);
  });

  it('gives 8 forecast rows and the raw data for the defaults', async () => {
    const user = userEvent.setup();
    renderDebugger();
    await user.click(screen.getByRole('button', { name: 'Calculate Predictions' }));

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 8);
    // The spec's confidence for the current season (step 0), in its own column: the clothing
    // chance next to it is the model's and may show the same number.
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    const confidence = within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'Confidence');
    expect(cells[confidence]?.textContent).toBe('95 %');
    expect(screen.getByText('Raw data')).toBeTruthy();
  });

  it('refuses a missing number and an impossible date with the spec messages', async () => {
    const user = userEvent.setup();
    renderDebugger();
    await user.clear(screen.getByLabelText('Foot length (cm)'));
    await user.click(screen.getByRole('button', { name: 'Calculate Predictions' }));
    expect(
      await screen.findByText('Please enter valid numbers for height, weight, and foot length'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.type(screen.getByLabelText('Foot length (cm)'), '15');
    await user.clear(screen.getByLabelText('Birth date'));
    await user.click(screen.getByRole('button', { name: 'Calculate Predictions' }));
    expect(await screen.findByText('Please enter valid dates')).toBeTruthy();
  });
});
