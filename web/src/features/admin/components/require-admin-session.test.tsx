import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, activateLanguage } from '../../../lib/i18n';
import { useAuthStore } from '../../../stores/auth-store';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { RequireAdminSession } from './require-admin-session';
import AdminLoginPage from './admin-login-page';

vi.mock('../api/admin-api', () => ({
  signInAdmin: vi.fn(),
  startAdminSession: vi.fn(),
  signOutAdmin: vi.fn(),
}));

const later = () => new Date(Date.now() + 60_000).toISOString();
const earlier = () => new Date(Date.now() - 1).toISOString();
const admin = { uid: 'a1', email: 'admin@sprout.test', name: 'Admin' };

function renderAdmin(path: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route element={<RequireAdminSession />}>
            <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
            <Route path="/admin/email-settings" element={<p>email settings</p>} />
            <Route path="/admin/growth-debug" element={<p>growth debugger</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const loginHeading = () => screen.queryByRole('heading', { name: 'Admin sign-in' });

describe('admin route guards', () => {
  beforeEach(async () => {
    useAuthStore.getState().setSignedOut();
    useAdminSessionStore.getState().clear();
    await activateLanguage('en-US');
  });

  it.each(['/admin/dashboard', '/admin/email-settings', '/admin/growth-debug'])(
    'sends a visitor on %s to /admin/login',
    (path) => {
      renderAdmin(path);
      expect(loginHeading()).toBeTruthy();
    },
  );

  it('sends a parent (no admin claim) to /admin/login even with a session in the store', () => {
    useAuthStore.getState().setSignedIn({ ...admin, uid: 'p1' }, false);
    useAdminSessionStore.getState().open({ sessionId: 'forged', expiresAt: later() });
    renderAdmin('/admin/dashboard');
    expect(loginHeading()).toBeTruthy();
    expect(screen.queryByText('admin dashboard')).toBeNull();
  });

  it('sends an admin without a session, or with an expired one, to /admin/login', () => {
    useAuthStore.getState().setSignedIn(admin, true);
    const { unmount } = renderAdmin('/admin/email-settings');
    expect(loginHeading()).toBeTruthy();
    unmount();
    useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt: earlier() });
    renderAdmin('/admin/email-settings');
    expect(loginHeading()).toBeTruthy();
  });

  it('lets an admin with a live session in', () => {
    useAuthStore.getState().setSignedIn(admin, true);
    useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt: later() });
    renderAdmin('/admin/growth-debug');
    expect(screen.getByText('growth debugger')).toBeTruthy();
  });

  it('sends a signed-in admin with a live session from /admin/login to the dashboard', () => {
    useAuthStore.getState().setSignedIn(admin, true);
    useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt: later() });
    renderAdmin('/admin/login');
    expect(screen.getByText('admin dashboard')).toBeTruthy();
  });
});
