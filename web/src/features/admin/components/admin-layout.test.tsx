import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { adminSessionMs } from '@sprout/core';
import { i18n, activateLanguage } from '../../../lib/i18n';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { AdminLayout } from './admin-layout';

const signOutAdmin = vi.hoisted(() => vi.fn());
vi.mock('../api/admin-api', () => ({ signOutAdmin }));

function renderLayout() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
          </Route>
          <Route path="/admin/login" element={<p>admin login</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the admin session clock', () => {
  beforeEach(async () => {
    await activateLanguage('en-US');
    vi.useFakeTimers();
    signOutAdmin.mockReset();
    // Like the real sign-out, it ends the session in the store.
    signOutAdmin.mockImplementation(() => {
      useAdminSessionStore.getState().clear();
      return Promise.resolve();
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs out and goes to /admin/login when the 30 minutes are over, not before', async () => {
    const expiresAt = new Date(Date.now() + adminSessionMs).toISOString();
    useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt });
    renderLayout();

    await act(() => vi.advanceTimersByTimeAsync(adminSessionMs - 1_000));
    expect(signOutAdmin).not.toHaveBeenCalled();
    expect(screen.getByText('admin dashboard')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
    expect(screen.getByText('admin login')).toBeTruthy();
  });

  it('has the admin navigation: Email Settings and Sign Out', async () => {
    useAdminSessionStore
      .getState()
      .open({ sessionId: 's1', expiresAt: new Date(Date.now() + adminSessionMs).toISOString() });
    renderLayout();
    expect(screen.getByRole('link', { name: 'Email Settings' }).getAttribute('href')).toBe(
      '/admin/email-settings',
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Sign Out' }).click();
      await Promise.resolve();
    });
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
    expect(screen.getByText('admin login')).toBeTruthy();
  });
});
