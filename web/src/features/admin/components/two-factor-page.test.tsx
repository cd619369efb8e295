import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import TwoFactorPage from './two-factor-page';

const api = vi.hoisted(() => ({
  enrollAdminTotp: vi.fn(),
  confirmAdminTotp: vi.fn(),
  signOutAdmin: vi.fn(),
}));
vi.mock('../api/admin-api', () => api);

const uri = 'otpauth://totp/Sprout:admin%40sprout.test?issuer=Sprout&secret=JBSWY3DPEHPK3PXP';
const renderPage = () => renderAt('/admin/two-factor', '/admin/two-factor', <TwoFactorPage />);

async function startSetup(user: ReturnType<typeof userEvent.setup>) {
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  return screen.findByRole('img', { name: 'QR code for your authenticator app' });
}

describe('TwoFactorPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    api.enrollAdminTotp.mockResolvedValue({ uri });
    useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt: '2099-01-01T00:00:00Z' });
    await activateLanguage('en-US');
  });

  it('shows the otpauth address as a QR code and as text, for the session', async () => {
    const user = userEvent.setup();
    const qr = await startSetup(user);
    expect(api.enrollAdminTotp).toHaveBeenCalledWith('s1');
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src.split(',').slice(1).join(','))).toContain('<svg');
    expect(screen.getByText(uri).tagName).toBe('CODE');
    expect(screen.getByText('Cannot scan? Enter this address in the app')).toBeTruthy();
  });

  it('confirms with the 6-digit code and says the next sign-in asks for it', async () => {
    api.confirmAdminTotp.mockResolvedValue({ enrolled: true });
    const user = userEvent.setup();
    await startSetup(user);
    // A code that is not 6 digits is not sent.
    await user.type(screen.getByLabelText('Two-factor code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(api.confirmAdminTotp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Two-factor code'));
    await user.type(screen.getByLabelText('Two-factor code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Two-factor sign-in is on. Your next sign-in asks for the 6-digit code.',
      ),
    ).toBeTruthy();
    expect(api.confirmAdminTotp).toHaveBeenCalledWith('s1', '123456');
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
  });

  it("shows 'Invalid two-factor code' for a wrong code and lets the admin try again", async () => {
    api.confirmAdminTotp
      .mockRejectedValueOnce(
        new CallableError('auth/invalid-otp', 'Invalid two-factor code', 'code-invalid'),
      )
      .mockResolvedValueOnce({ enrolled: true });
    const user = userEvent.setup();
    await startSetup(user);
    const field = screen.getByLabelText('Two-factor code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid two-factor code')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(
      'Two-factor sign-in is on. Your next sign-in asks for the 6-digit code.',
    );
    expect(screen.queryByText('Invalid two-factor code')).toBeNull();
  });

  it('shows the server’s refusal when the setup cannot start', async () => {
    api.enrollAdminTotp.mockRejectedValueOnce(
      new CallableError('auth/session-expired', 'Invalid or expired session', 'session-invalid'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Invalid or expired session')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
