import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { AuthError } from '../api/auth-error';
import ForgotPasswordPage from './forgot-password-page';

const api = vi.hoisted(() => ({ requestPasswordReset: vi.fn() }));
vi.mock('../api/password-reset', () => api);

describe('ForgotPasswordPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await activateLanguage('en-US');
  });

  it('offers Retry when the e-mail could not be sent, and Retry sends it', async () => {
    api.requestPasswordReset
      .mockRejectedValueOnce(new AuthError('api/network-error'))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderAt('/en-US/forgot-password', '/:lang/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'Pat@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to send reset email');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(api.requestPasswordReset).toHaveBeenCalledTimes(2);
    expect(api.requestPasswordReset).toHaveBeenLastCalledWith(
      'pat@example.com',
      `${window.location.origin}/en-US/signin`,
    );
  });
});
