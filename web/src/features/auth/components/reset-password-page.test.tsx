import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { AuthError } from '../api/auth-error';
import ResetPasswordPage, { badLinkRedirectMs, resetSessionDelayMs } from './reset-password-page';

const api = vi.hoisted(() => ({
  verifyResetCode: vi.fn(),
  confirmNewPassword: vi.fn(),
}));
vi.mock('../api/password-reset', () => api);

/** The spec's storage key for the reset token, which Firebase's oobCode takes the place of. */
const storageKey = 'reset_access_token';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderReset(url: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/:lang/reset-password"
            element={
              <>
                <ResetPasswordPage />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

async function setPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('New password'), 'Brand-new-pass-2');
  await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-pass-2');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await activateLanguage('en-US');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the code, cleans the address, then checks the stored code', async () => {
    api.verifyResetCode.mockResolvedValueOnce('pat@example.com');
    renderReset('/en-US/reset-password?mode=resetPassword&oobCode=abc&lang=en');

    expect(await screen.findByText('For the account pat@example.com.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/en-US/reset-password');
    expect(localStorage.getItem(storageKey)).toBe('abc');
    expect(api.verifyResetCode).toHaveBeenCalledWith('abc');
  });

  it('sets the password with the stored code and then forgets it', async () => {
    localStorage.setItem(storageKey, 'abc');
    api.verifyResetCode.mockResolvedValueOnce('pat@example.com');
    api.confirmNewPassword.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderReset('/en-US/reset-password');
    await setPassword(user);

    expect(await screen.findByRole('heading', { name: 'Password Updated' })).toBeTruthy();
    expect(api.confirmNewPassword).toHaveBeenCalledWith('abc', 'Brand-new-pass-2');
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('says an used or expired link has expired, and forgets the code', async () => {
    api.verifyResetCode.mockRejectedValueOnce(new AuthError('auth/reset-link-expired'));
    renderReset('/en-US/reset-password?mode=resetPassword&oobCode=used');

    expect(
      await screen.findByText('Your password reset link has expired. Please request a new one.'),
    ).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/en-US/reset-password');
    // Forgotten by the effect after the render that shows the message (a busy run saw it later).
    await waitFor(() => expect(localStorage.getItem(storageKey)).toBeNull());
  });

  it("says 'Failed to update password' when the update fails, and keeps the code for another try", async () => {
    localStorage.setItem(storageKey, 'abc');
    api.verifyResetCode.mockResolvedValueOnce('pat@example.com');
    api.confirmNewPassword.mockRejectedValueOnce(new AuthError('default'));
    const user = userEvent.setup();
    renderReset('/en-US/reset-password');
    await setPassword(user);

    expect(await screen.findByText('Failed to update password')).toBeTruthy();
    expect(screen.queryByText(/unexpected error/)).toBeNull();
    expect(localStorage.getItem(storageKey)).toBe('abc');
  });

  it('says a blocked update failed and why; the same code works on the next try', async () => {
    localStorage.setItem(storageKey, 'abc');
    api.verifyResetCode.mockResolvedValueOnce('pat@example.com');
    api.confirmNewPassword
      .mockRejectedValueOnce(new AuthError('api/network-error'))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderReset('/en-US/reset-password');
    await setPassword(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to update password Network connection error');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password Updated' })).toBeTruthy();
    expect(api.confirmNewPassword).toHaveBeenLastCalledWith('abc', 'Brand-new-pass-2');
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('forgets a code the server refuses as used or expired', async () => {
    localStorage.setItem(storageKey, 'abc');
    api.verifyResetCode.mockResolvedValueOnce('pat@example.com');
    api.confirmNewPassword.mockRejectedValueOnce(new AuthError('auth/reset-link-expired'));
    const user = userEvent.setup();
    renderReset('/en-US/reset-password');
    await setPassword(user);

    expect(
      await screen.findByText('Your password reset link has expired. Please request a new one.'),
    ).toBeTruthy();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('uses the stored code 1 s after the click, and says so when it is gone by then', async () => {
    localStorage.setItem(storageKey, 'abc');
    api.verifyResetCode.mockResolvedValueOnce('pat@example.com');
    renderReset('/en-US/reset-password');
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'Brand-new-pass-2' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Brand-new-pass-2' },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    // Signed out in another tab meanwhile: the stored code is gone.
    localStorage.removeItem(storageKey);
    await act(() => vi.advanceTimersByTimeAsync(resetSessionDelayMs - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toBe(
      'No reset token found. Please request a new password reset link.',
    );
    expect(api.confirmNewPassword).not.toHaveBeenCalled();
    expect(resetSessionDelayMs).toBe(1000);
  });

  it('without a code says so and goes to forgot-password after 10 s', () => {
    vi.useFakeTimers();
    renderReset('/en-US/reset-password');

    expect(screen.getByText('Invalid reset link. No access token found.')).toBeTruthy();
    expect(api.verifyResetCode).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(badLinkRedirectMs - 1));
    expect(screen.getByTestId('where').textContent).toBe('/en-US/reset-password');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('where').textContent).toBe('/en-US/forgot-password');
    expect(badLinkRedirectMs).toBe(10_000);
  });

  it('without a code offers a button that goes to forgot-password at once', async () => {
    const user = userEvent.setup();
    renderReset('/en-US/reset-password');
    await user.click(screen.getByRole('button', { name: 'Request a new link now' }));
    expect(screen.getByTestId('where').textContent).toBe('/en-US/forgot-password');
  });
});
