import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, activateLanguage } from '../../../lib/i18n';
import { useAuthStore } from '../../../stores/auth-store';
import { rememberSession } from '../../../lib/session-hint';
import { RequireAuth } from './require-auth';

function renderGuarded(drawWhileRestoring: boolean) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en-US/dashboard']}>
        <Routes>
          <Route path="/:lang" element={<RequireAuth drawWhileRestoring={drawWhileRestoring} />}>
            <Route path="dashboard" element={<p>the dashboard</p>} />
          </Route>
          <Route path="/:lang/signin" element={<p>the sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('RequireAuth', () => {
  beforeEach(async () => {
    await activateLanguage('en-US');
    useAuthStore.setState({ status: 'loading', user: null, isAdmin: false });
  });
  afterEach(() => rememberSession(null));

  it('waits with a spinner while Auth restores, without a remembered session', () => {
    renderGuarded(true);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it('draws a page that asks for it while Auth restores a session this device remembers', () => {
    rememberSession({ name: 'Maja' });
    renderGuarded(true);
    expect(screen.getByText('the dashboard')).toBeTruthy();
  });

  it('keeps other pages waiting even with a remembered session', () => {
    rememberSession({ name: 'Maja' });
    renderGuarded(false);
    expect(screen.queryByText('the dashboard')).toBeNull();
  });

  it('sends the visitor to sign-in when Auth then says signed out', () => {
    rememberSession({ name: 'Maja' });
    renderGuarded(true);
    expect(screen.getByText('the dashboard')).toBeTruthy();
    rememberSession(null);
    // What watch-auth does when Auth answers "nobody".
    act(() => useAuthStore.getState().setSignedOut());
    expect(screen.queryByText('the dashboard')).toBeNull();
    expect(screen.getByText('the sign-in page')).toBeTruthy();
  });
});
