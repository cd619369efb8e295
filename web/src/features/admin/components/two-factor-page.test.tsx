import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import TwoFactorPage from './two-factor-page';

const api = vi.hoisted(() => ({
  adminTotpStatus: vi.fn(),
  enrollAdminTotp: vi.fn(),
  confirmAdminTotp: vi.fn(),
  disableAdminTotp: vi.fn(),
  signOutAdmin: vi.fn(),
}));
vi.mock('../api/admin-api', () => api);

const uri = 'otpauth://totp/Sprout:admin%40sprout.test?issuer=Sprout&secret=JBSWY3DPEHPK3PXP';
const off = { enrolled: false, confirmedAt: null, pending: false };
const on = { enrolled: true, confirmedAt: '2025-03-14T10:00:00.000Z', pending: false };
const onText = 'Two-factor sign-in is on (since March 14, 2025).';
const offText = 'Two-factor sign-in is off.';
const enrolledNotice = 'Two-factor sign-in is on. Your next sign-in asks for the 6-digit code.';
const disabledNotice = 'Two-factor sign-in is off. Your next sign-in asks for no code.';
const renderPage = () => renderAt('/admin/two-factor', '/admin/two-factor', <TwoFactorPage />);

async function startSetup(user: ReturnType<typeof userEvent.setup>) {
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
  return screen.findByRole('img', { name: 'QR code for your authenticator app' });
}

/** The page of an admin whose second factor is on, with the turn-off form open. */
async function openTurnOff(user: ReturnType<typeof userEvent.setup>) {
  api.adminTotpStatus.mockResolvedValue(on);
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Turn off' }));
  return screen.getByLabelText('Two-factor code');
}

describe('TwoFactorPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    api.adminTotpStatus.mockResolvedValue(off);
    api.enrollAdminTotp.mockResolvedValue({ uri });
    useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt: '2099-01-01T00:00:00Z' });
    await activateLanguage('en-US');
  });

  it('asks the status for the session, showing a loading state until it answers', async () => {
    let answer: (status: typeof off) => void = () => undefined;
    api.adminTotpStatus.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).toBeNull();
    answer(off);
    expect(await screen.findByText(offText)).toBeTruthy();
    expect(api.adminTotpStatus).toHaveBeenCalledWith('s1');
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows since when the second factor is on, with Set up again and Turn off', async () => {
    api.adminTotpStatus.mockResolvedValue(on);
    renderPage();
    expect(await screen.findByText(onText)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).toBeNull();
    // Re-enrolling is safe, and the page says so.
    expect(
      screen.getByText(
        /replaces the current code only once you confirm the new one; until then, sign in with the current one/,
      ),
    ).toBeTruthy();
  });

  it('says so when the status cannot be loaded, and Retry asks again', async () => {
    api.adminTotpStatus
      .mockRejectedValueOnce(new CallableError('db/connection-error', 'unavailable'))
      .mockResolvedValueOnce(on);
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The two-factor sign-in status could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(onText)).toBeTruthy();
    expect(api.adminTotpStatus).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
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
    // Focus moves to the instructions, in place of the button that is gone.
    expect(document.activeElement?.textContent).toBe(
      'Scan this code with your authenticator app, then enter the code it shows.',
    );
  });

  it('confirms with the 6-digit code, says the next sign-in asks for it, and shows it on', async () => {
    api.confirmAdminTotp.mockResolvedValue({ enrolled: true, confirmedAt: on.confirmedAt });
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
    expect(await screen.findByText(enrolledNotice)).toBeTruthy();
    expect(api.confirmAdminTotp).toHaveBeenCalledWith('s1', '123456');
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
    expect(screen.getByText(onText)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it("shows 'Invalid two-factor code' for a wrong code and lets the admin try again", async () => {
    api.confirmAdminTotp
      .mockRejectedValueOnce(
        new CallableError('auth/invalid-otp', 'Invalid two-factor code', 'code-invalid'),
      )
      .mockResolvedValueOnce({ enrolled: true, confirmedAt: on.confirmedAt });
    const user = userEvent.setup();
    await startSetup(user);
    const field = screen.getByLabelText('Two-factor code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid two-factor code');
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(enrolledNotice);
    expect(screen.queryByText('Invalid two-factor code')).toBeNull();
  });

  it('shows the server’s refusal when the setup cannot start', async () => {
    api.enrollAdminTotp.mockRejectedValueOnce(
      new CallableError('auth/session-expired', 'Invalid or expired session', 'session-invalid'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Invalid or expired session')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('sets up again while on: the current code stays until the new one is confirmed', async () => {
    const confirmedAt = '2025-06-02T10:00:00.000Z';
    api.adminTotpStatus.mockResolvedValue(on);
    api.confirmAdminTotp.mockResolvedValue({ enrolled: true, confirmedAt });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set up again' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(api.enrollAdminTotp).toHaveBeenCalledWith('s1');
    expect(
      screen.getByText('Your current code keeps working until you confirm the new one.'),
    ).toBeTruthy();
    // Still on with the old factor meanwhile.
    expect(screen.getByText(onText)).toBeTruthy();

    await user.type(screen.getByLabelText('Two-factor code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor sign-in is on (since June 2, 2025).')).toBeTruthy();
    expect(screen.getByText(enrolledNotice)).toBeTruthy();
  });

  it('cancels a setup: back to the status, nothing confirmed', async () => {
    const user = userEvent.setup();
    await startSetup(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(offText);
    expect(api.confirmAdminTotp).not.toHaveBeenCalled();
  });

  it('turns it off with a current code (keyboard only) and shows the new status', async () => {
    api.disableAdminTotp.mockResolvedValue(off);
    const user = userEvent.setup();
    const field = await openTurnOff(user);
    expect(screen.getByRole('heading', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
    // The field has focus: the code and Enter are all it takes.
    expect(document.activeElement).toBe(field);
    await user.keyboard('12345{Enter}');
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(api.disableAdminTotp).not.toHaveBeenCalled();

    await user.keyboard('6{Enter}');
    expect(await screen.findByText(disabledNotice)).toBeTruthy();
    expect(api.disableAdminTotp).toHaveBeenCalledWith('s1', '123456');
    expect(screen.getByText(offText)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(offText);
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });

  it('keeps it on after a wrong code, announcing why, and after too many', async () => {
    api.disableAdminTotp
      .mockRejectedValueOnce(
        new CallableError('auth/invalid-otp', 'Invalid two-factor code', 'code-invalid'),
      )
      .mockRejectedValueOnce(
        new CallableError('api/rate-limit', 'Too many wrong two-factor codes', 'too-many-codes'),
      );
    const user = userEvent.setup();
    const field = await openTurnOff(user);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid two-factor code');
    expect(screen.getByText(onText)).toBeTruthy();
    expect(screen.getByLabelText('Two-factor code')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Too many wrong codes. Wait a few minutes and try again.'),
    ).toBeTruthy();
    expect(screen.getByText(onText)).toBeTruthy();
    expect(screen.queryByText(disabledNotice)).toBeNull();
  });

  it('Cancel leaves it on and sends nothing', async () => {
    const user = userEvent.setup();
    await openTurnOff(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(api.disableAdminTotp).not.toHaveBeenCalled();
  });

  it('shows the status anew when the server says the factor is already off', async () => {
    api.disableAdminTotp.mockRejectedValueOnce(
      new CallableError('db/not-found', 'Two-factor sign-in is not on', 'totp-not-enrolled'),
    );
    const user = userEvent.setup();
    const field = await openTurnOff(user);
    api.adminTotpStatus.mockResolvedValue(off);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(offText)).toBeTruthy();
    expect(api.adminTotpStatus).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
