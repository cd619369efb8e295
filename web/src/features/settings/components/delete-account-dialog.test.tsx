import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { DeleteAccountDialog } from './delete-account-dialog';

const api = vi.hoisted(() => ({
  deleteAccount: vi.fn(),
  signInState: vi.fn(),
  reauthenticateWithPassword: vi.fn(),
  reauthenticateWithGoogle: vi.fn(),
}));
vi.mock('../api/profile', () => ({ deleteAccount: api.deleteAccount }));
vi.mock('../api/reauthenticate', () => ({
  signInState: api.signInState,
  reauthenticateWithPassword: api.reauthenticateWithPassword,
  reauthenticateWithGoogle: api.reauthenticateWithGoogle,
}));

const expired = () =>
  new CallableError('auth/session-expired', 'Your session has expired, please sign in again');

function renderDialog() {
  const onDeleted = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DeleteAccountDialog onClose={onClose} onDeleted={onDeleted} />
    </I18nProvider>,
  );
  return { onDeleted, onClose };
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete account' });

describe('DeleteAccountDialog', () => {
  beforeEach(async () => {
    await activateLanguage('en-US');
    for (const fn of Object.values(api)) fn.mockReset();
    api.signInState.mockResolvedValue({ method: 'password', recent: true });
  });

  it('deletes at once after a recent sign-in', async () => {
    api.deleteAccount.mockResolvedValue(undefined);
    const { onDeleted } = renderDialog();
    fireEvent.click(deleteButton());
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.reauthenticateWithPassword).not.toHaveBeenCalled();
  });

  it("stays, saying 'Failed to delete account', when the deletion fails", async () => {
    api.deleteAccount.mockRejectedValue(
      new CallableError('api/server-error', 'Failed to delete account'),
    );
    const { onDeleted } = renderDialog();
    fireEvent.click(deleteButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete account');
    expect(onDeleted).not.toHaveBeenCalled();
    expect((deleteButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("falls back to 'An unexpected error occurred' for a failure without a message", async () => {
    for (const failure of [new CallableError('default', ''), new Error(''), 'gone']) {
      api.deleteAccount.mockRejectedValueOnce(failure);
      const { onDeleted } = renderDialog();
      fireEvent.click(deleteButton());
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred'),
      );
      expect(onDeleted).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('asks for the password first when the sign-in is older than five minutes', async () => {
    api.signInState.mockResolvedValue({ method: 'password', recent: false });
    api.reauthenticateWithPassword.mockResolvedValue(undefined);
    api.deleteAccount.mockResolvedValue(undefined);
    const { onDeleted } = renderDialog();
    fireEvent.click(deleteButton());
    const field = await screen.findByLabelText('Password');
    expect(screen.getByRole('status').textContent).toBe(
      'Your session has expired, please sign in again',
    );
    expect(api.deleteAccount).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'correct-horse-1' } });
    fireEvent.click(deleteButton());
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.reauthenticateWithPassword).toHaveBeenCalledWith('correct-horse-1');
    expect(api.deleteAccount).toHaveBeenCalledTimes(1);
  });

  it("signs in again when the server answers 'session expired', then retries", async () => {
    api.deleteAccount.mockRejectedValueOnce(expired()).mockResolvedValueOnce(undefined);
    api.reauthenticateWithPassword.mockResolvedValue(undefined);
    const { onDeleted } = renderDialog();
    fireEvent.click(deleteButton());
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'pw-123456' } });
    fireEvent.click(deleteButton());
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.deleteAccount).toHaveBeenCalledTimes(2);
  });

  it('uses the Google popup for Google accounts', async () => {
    api.signInState.mockResolvedValue({ method: 'google', recent: false });
    api.reauthenticateWithGoogle.mockResolvedValue(undefined);
    api.deleteAccount.mockResolvedValue(undefined);
    const { onDeleted } = renderDialog();
    fireEvent.click(deleteButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google and delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.reauthenticateWithGoogle).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('does not delete after a wrong password, and says so', async () => {
    api.signInState.mockResolvedValue({ method: 'password', recent: false });
    api.reauthenticateWithPassword.mockRejectedValue(new Error('auth/invalid-credential'));
    const { onDeleted } = renderDialog();
    fireEvent.click(deleteButton());
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(deleteButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(api.deleteAccount).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows the session message when the server still refuses after signing in again', async () => {
    api.deleteAccount.mockRejectedValue(expired());
    api.reauthenticateWithPassword.mockResolvedValue(undefined);
    const { onDeleted } = renderDialog();
    fireEvent.click(deleteButton());
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'pw-123456' } });
    fireEvent.click(deleteButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has expired, please sign in again',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
