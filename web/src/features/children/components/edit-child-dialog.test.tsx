import { useEffect, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Child, ParentHeightsCm } from '@sprout/core';
import { activateLanguage } from '../../../lib/i18n';
import type { Load } from '../../../lib/use-loader';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { renderAt } from '../../../testing/render';
import { mia } from '../../../testing/fixtures';
import { EditChildDialog } from './edit-child-dialog';

// The shared fixture, born and named for these cases.
const child: Child = { ...mia, name: 'Saga', birthDate: '2020-05-10' };

type Parents = Load<ParentHeightsCm | null>;
/** Changes the parents' heights the dialog was given, as the card's live read does. */
let setParents: (parents: Parents) => void = () => undefined;

function Harness({
  initial,
  ...props
}: Omit<Parameters<typeof EditChildDialog>[0], 'parents'> & {
  initial: Parents;
}) {
  const [parents, set] = useState<Parents>(initial);
  useEffect(() => {
    setParents = set;
  }, []);
  return <EditChildDialog {...props} parents={parents} />;
}

function renderDialog(
  earliestMeasuredAt: string | null = '2021-01-15',
  parents: Parents = { state: 'ready', data: null },
  isOwner = true,
) {
  const onSave = vi.fn<(values: unknown) => Promise<void>>().mockResolvedValue(undefined);
  const onSaveParents = vi
    .fn<(heights: ParentHeightsCm) => Promise<void>>()
    .mockResolvedValue(undefined);
  const onClose = vi.fn();
  const onDelete = vi.fn();
  renderAt(
    '/en-US/dashboard',
    '/:lang/dashboard',
    <Harness
      child={child}
      isOwner={isOwner}
      earliestMeasuredAt={earliestMeasuredAt}
      initial={parents}
      onSave={onSave}
      onSaveParents={onSaveParents}
      onClose={onClose}
      onDelete={onDelete}
    />,
  );
  return { onSave, onSaveParents, onClose, onDelete };
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
    usePreferencesStore.setState({ measurementSystem: 'metric' });
  });
  afterEach(() => {
    vi.useRealTimers();
    usePreferencesStore.setState({ measurementSystem: null });
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
    const { onSave, onSaveParents, onClose } = renderDialog();
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
    // No height was given or typed: nothing to save for them.
    expect(onSaveParents).not.toHaveBeenCalled();
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

  it('offers to delete the child, apart from Save (the card asks to confirm)', () => {
    const { onDelete, onSave } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: `Delete ${child.name}` }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  describe('for a guardian (issue 33)', () => {
    it("corrects the child's details, without the parents' heights or deleting the child", async () => {
      const { onSave, onSaveParents, onClose } = renderDialog(null, { state: 'loading' }, false);
      expect(screen.queryByRole('group', { name: /Parents’ heights/ })).toBeNull();
      expect(screen.queryByLabelText(/Mother’s height/)).toBeNull();
      expect(screen.queryByRole('button', { name: `Delete ${child.name}` })).toBeNull();
      fireEvent.change(field('Name'), { target: { value: 'Saga M' } });
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(onSave).toHaveBeenCalledWith({
        name: 'Saga M',
        birthDate: '2020-05-10',
        gender: 'female',
      });
      expect(onSaveParents).not.toHaveBeenCalled();
    });

    it('says so when the parent has changed what they may do since', async () => {
      const { onSave, onClose } = renderDialog(null, { state: 'ready', data: null }, false);
      onSave.mockRejectedValue(Object.assign(new Error('no'), { code: 'permission-denied' }));
      fireEvent.change(field('Name'), { target: { value: 'Saga M' } });
      save();
      expect(
        await screen.findByText(
          'You can no longer change Saga’s details: the parent has changed what you may do.',
        ),
      ).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
      expect(field('Name').value).toBe('Saga M');
    });
  });

  it('closes on Escape and on Cancel', () => {
    const { onClose } = renderDialog();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  describe("parents' heights (optional)", () => {
    const stored: Parents = { state: 'ready', data: { motherCm: 164.5, fatherCm: 181 } };

    it('shows them in the user’s units, with what they are for', () => {
      renderDialog(null, stored);
      const group = screen.getByRole('group', { name: 'Parents’ heights (optional)' });
      expect(group.getAttribute('aria-describedby')).toBeTruthy();
      expect(
        screen.getByText('Used only to improve the long-term forecast; only you can see them.'),
      ).toBeTruthy();
      expect(field('Mother’s height (cm)').value).toBe('164.5');
      expect(field('Father’s height (cm)').value).toBe('181');
    });

    it('saves changed heights in cm, and an emptied one as not given', async () => {
      const { onSave, onSaveParents, onClose } = renderDialog(null, stored);
      fireEvent.change(field('Mother’s height (cm)'), { target: { value: '166,5' } });
      fireEvent.change(field('Father’s height (cm)'), { target: { value: '' } });
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSaveParents).toHaveBeenCalledWith({ motherCm: 166.5, fatherCm: null });
    });

    it('refuses a height outside 120-220 cm, saying so, and loses nothing', async () => {
      const { onSave, onSaveParents } = renderDialog(null, stored);
      fireEvent.change(field('Name'), { target: { value: 'Saga M' } });
      fireEvent.change(field('Father’s height (cm)'), { target: { value: '250' } });
      save();
      expect(await screen.findByText('Enter a height between 120 cm and 220 cm')).toBeTruthy();
      expect(field('Father’s height (cm)').getAttribute('aria-invalid')).toBe('true');
      expect(onSave).not.toHaveBeenCalled();
      expect(onSaveParents).not.toHaveBeenCalled();
      expect(field('Father’s height (cm)').value).toBe('250');
      expect(field('Name').value).toBe('Saga M');
      fireEvent.change(field('Father’s height (cm)'), { target: { value: '190' } });
      save();
      await waitFor(() =>
        expect(onSaveParents).toHaveBeenCalledWith({ motherCm: 164.5, fatherCm: 190 }),
      );
    });

    it('works in inches for an imperial family, keeping a height left as it was', async () => {
      usePreferencesStore.setState({ measurementSystem: 'imperial' });
      const { onSaveParents } = renderDialog(null, stored);
      // 164.5 cm shows as 64.8 in; read back it would be 164.6 cm, so it is kept as stored.
      expect(field('Mother’s height (in)').value).toBe('64.8');
      expect(field('Father’s height (in)').value).toBe('71.3');
      fireEvent.change(field('Father’s height (in)'), { target: { value: '90' } });
      save();
      expect(await screen.findByText('Enter a height between 47.3 in and 86.6 in')).toBeTruthy();
      fireEvent.change(field('Father’s height (in)'), { target: { value: '72' } });
      save();
      await waitFor(() =>
        expect(onSaveParents).toHaveBeenCalledWith({ motherCm: 164.5, fatherCm: 182.9 }),
      );
    });

    it('keeps the fields disabled until the heights arrive, then fills them', async () => {
      const { onSave, onSaveParents, onClose } = renderDialog(null, { state: 'loading' });
      expect(field('Mother’s height (cm)').disabled).toBe(true);
      expect(screen.getByRole('status').textContent).toBe('Loading…');
      act(() => setParents(stored));
      await waitFor(() => expect(field('Mother’s height (cm)').value).toBe('164.5'));
      expect(field('Mother’s height (cm)').disabled).toBe(false);
      expect(screen.queryByRole('status')).toBeNull();
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSaveParents).not.toHaveBeenCalled();
    });

    it('follows a later answer while untouched (a stale cached copy), never over typed input', async () => {
      const { onSaveParents, onClose } = renderDialog(null, { state: 'ready', data: null });
      await waitFor(() => expect(field('Mother’s height (cm)').disabled).toBe(false));
      expect(field('Mother’s height (cm)').value).toBe('');
      // The server's answer after the cache's: the fields show it, and it is what Save compares to.
      act(() => setParents(stored));
      await waitFor(() => expect(field('Mother’s height (cm)').value).toBe('164.5'));
      expect(field('Father’s height (cm)').value).toBe('181');
      fireEvent.change(field('Father’s height (cm)'), { target: { value: '180' } });
      act(() => setParents({ state: 'ready', data: { motherCm: 170, fatherCm: 190 } }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(field('Mother’s height (cm)').value).toBe('164.5');
      expect(field('Father’s height (cm)').value).toBe('180');
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(onSaveParents).toHaveBeenCalledWith({ motherCm: 164.5, fatherCm: 180 });
    });

    it('still saves the child when the heights cannot be read, and offers Retry', async () => {
      const retry = vi.fn();
      const { onSave, onSaveParents, onClose } = renderDialog(null, {
        state: 'error',
        error: new Error('unavailable'),
        retry,
      });
      expect(screen.getByText('The parents’ heights could not be loaded.')).toBeTruthy();
      expect(field('Father’s height (cm)').disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(retry).toHaveBeenCalledTimes(1);
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSaveParents).not.toHaveBeenCalled();
    });

    it('stays open with the input when the server refuses the heights', async () => {
      const { onSaveParents, onClose } = renderDialog(null, stored);
      onSaveParents.mockRejectedValue(new Error('permission-denied'));
      fireEvent.change(field('Mother’s height (cm)'), { target: { value: '170' } });
      save();
      expect(await screen.findByText('Failed to update')).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
      expect(field('Mother’s height (cm)').value).toBe('170');
    });
  });
});
