import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { useAuthStore } from '../../../stores/auth-store';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import AdminLoginPage from './admin-login-page';

const api = vi.hoisted(() => ({
  signInAdmin: vi.fn(),
  startAdminSession: vi.fn(),
  signOutAdmin: vi.fn(),
}));
vi.mock('../api/admin-api', () => api);

const refused = (reason: string) => new CallableError('auth/session-expired', 'refused', reason);
const renderLogin = () => renderAt('/admin/login', '/admin/login', <AdminLoginPage />);

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'admin@sprout.test');
  await user.type(screen.getByLabelText('Password'), 'sprout-admin-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AdminLoginPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    api.signInAdmin.mockResolvedValue(undefined);
    api.signOutAdmin.mockResolvedValue(undefined);
    useAuthStore.getState().setSignedOut();
    useAdminSessionStore.getState().clear();
    await activateLanguage('en-US');
  });

  it('says when the last session ran out, and not after a Sign Out (issue 32)', async () => {
    renderLogin();
    expect(screen.queryByText(/Your admin session ended/)).toBeNull();
    useAdminSessionStore.getState().open({ sessionId: 's0', expiresAt: '2099-01-01' });
    useAdminSessionStore.getState().expire();
    expect(
      await screen.findByText(
        'Your admin session ended after 30 minutes. Sign in again to go on; an unsaved product draft is kept on this device.',
      ),
    ).toBeTruthy();
    // A new session forgets it.
    useAdminSessionStore.getState().clear();
    expect(useAdminSessionStore.getState().expired).toBe(false);
  });

  it('needs e-mail and password, and shows no code field at first', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required field missing')).toHaveLength(2);
    expect(api.signInAdmin).not.toHaveBeenCalled();
  });

  it("shows the code field on 'code-required', requires it, and sends it", async () => {
    api.startAdminSession.mockRejectedValueOnce(refused('code-required'));
    api.startAdminSession.mockResolvedValueOnce({ sessionId: 's1', expiresAt: '2099-01-01' });
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user);

    const code = await screen.findByLabelText('Two-factor code');
    expect(api.startAdminSession).toHaveBeenLastCalledWith(undefined);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(api.startAdminSession).toHaveBeenCalledTimes(1);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(api.startAdminSession).toHaveBeenLastCalledWith('123456');
  });

  it("says 'Invalid two-factor code' for a wrong code and stays signed in for a retry", async () => {
    api.startAdminSession.mockRejectedValueOnce(refused('code-required'));
    api.startAdminSession.mockRejectedValueOnce(refused('code-invalid'));
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user);
    await user.type(await screen.findByLabelText('Two-factor code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid two-factor code')).toBeTruthy();
    expect(api.signOutAdmin).not.toHaveBeenCalled();
  });

  it.each([
    ['not-admin', 'Not authorized as admin'],
    ['ip-not-allowed', 'IP address not whitelisted'],
    ['not-authenticated', 'Not authenticated'],
  ])("refuses '%s' with '%s' and signs the account out", async (reason, text) => {
    api.startAdminSession.mockRejectedValueOnce(refused(reason));
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByText(text)).toBeTruthy();
    expect(api.signOutAdmin).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('other page')).toBeNull();
  });

  it('says a wrong password is wrong', async () => {
    api.signInAdmin.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(api.startAdminSession).not.toHaveBeenCalled();
  });
});
