import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Child } from '@sprout/core';
import { activateLanguage } from '../../../lib/i18n';
import { renderAt } from '../../../testing/render';
import { mia } from '../../../testing/fixtures';
import { EditChildDialog } from './edit-child-dialog';

// The shared fixture, born and named for these cases.
const child: Child = { ...mia, name: 'Saga', birthDate: '2020-05-10' };

function renderDialog(earliestMeasuredAt: string | null = '2021-01-15') {
  const onSave = vi.fn<(values: unknown) => Promise<void>>().mockResolvedValue(undefined);
  const onClose = vi.fn();
  renderAt(
    '/en-US/dashboard',
    '/:lang/dashboard',
    <EditChildDialog
      child={child}
      earliestMeasuredAt={earliestMeasuredAt}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onSave, onClose };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('EditChildDialog', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });
  beforeEach(async () => {
    await activateLanguage('en-US');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the child as stored, focus in the name', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit child' })).toBeTruthy();
    expect(field('Name').value).toBe('Saga');
    expect(field('Birth date').value).toBe('2020-05-10');
    expect((screen.getByLabelText('Girl') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(field('Name'));
  });

  it('saves the corrected name, birth date and gender', async () => {
    const { onSave, onClose } = renderDialog();
    fireEvent.change(field('Name'), { target: { value: '  Saga Maria ' } });
    fireEvent.change(field('Birth date'), { target: { value: '2020-06-01' } });
    fireEvent.click(screen.getByLabelText('Boy'));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Saga Maria',
      birthDate: '2020-06-01',
      gender: 'male',
    });
  });

  it('refuses a birth date after the earliest measurement, saying why', async () => {
    const { onSave } = renderDialog('2021-01-15');
    fireEvent.change(field('Birth date'), { target: { value: '2021-01-16' } });
    save();
    expect(
      await screen.findByText(
        'The birth date cannot be after the first measurement (Jan 15, 2021)',
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(field('Birth date').value).toBe('2021-01-16');
    // On the day of the first measurement is fine.
    fireEvent.change(field('Birth date'), { target: { value: '2021-01-15' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('refuses an empty name, a future date and a date over 19 years ago', async () => {
    const { onSave } = renderDialog(null);
    fireEvent.change(field('Name'), { target: { value: '  ' } });
    fireEvent.change(field('Birth date'), { target: { value: '2026-07-01' } });
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('The date cannot be in the future')).toBeTruthy();
    fireEvent.change(field('Birth date'), { target: { value: '2001-01-01' } });
    save();
    expect(await screen.findByText('Sprout is for children up to 19 years old')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stays open with the input when the server refuses, saying so', async () => {
    const { onSave, onClose } = renderDialog();
    onSave.mockRejectedValue(new Error('permission-denied'));
    fireEvent.change(field('Name'), { target: { value: 'Saga M' } });
    save();
    expect(await screen.findByText('Failed to update')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Name').value).toBe('Saga M');
  });

  it('closes on Escape and on Cancel', () => {
    const { onClose } = renderDialog();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
