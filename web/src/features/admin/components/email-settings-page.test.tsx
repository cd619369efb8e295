import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import EmailSettingsPage from './email-settings-page';

const sendWelcomeTestEmail = vi.hoisted(() => vi.fn());
vi.mock('../api/admin-api', () => ({ sendWelcomeTestEmail }));

const renderPage = () =>
  renderAt('/admin/email-settings', '/admin/email-settings', <EmailSettingsPage />);

describe('EmailSettingsPage', () => {
  beforeEach(async () => {
    sendWelcomeTestEmail.mockReset();
    useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt: '2099-01-01T00:00:00Z' });
    await activateLanguage('en-US');
  });

  it('sends the welcome test with the session id and says so', async () => {
    sendWelcomeTestEmail.mockResolvedValueOnce({ queued: true });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test' }));
    expect(
      await screen.findByText('Welcome email sent successfully! Please check your inbox.'),
    ).toBeTruthy();
    expect(sendWelcomeTestEmail).toHaveBeenCalledWith('s1', 'someone@example.com');
  });

  it("shows the server's text, without the status, or the fallback", async () => {
    sendWelcomeTestEmail.mockRejectedValueOnce(
      new CallableError('api/server-error', 'Mail queue unavailable [500]'),
    );
    sendWelcomeTestEmail.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('Mail queue unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('Failed to send welcome email')).toBeTruthy();
  });

  it('offers no reminder sending that the server does not support yet', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: /Send Now/ })).toBeNull();
  });
});
