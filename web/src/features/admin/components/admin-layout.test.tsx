import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { adminSessionMs } from '@sprout/core';
import { i18n, activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import type * as Functions from '../../../lib/functions';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import { endSessionTimeoutMs } from '../hooks/use-admin-sign-out';
import { useAuthStore } from '../../../stores/auth-store';
import { AdminLayout } from './admin-layout';
import { RequireAdminSession } from './require-admin-session';

const firebase = vi.hoisted(() => ({
  auth: { name: 'auth' },
  signOut: vi.fn<(auth: unknown) => Promise<void>>(),
  callFunction: vi.fn<(name: string, data: unknown, options?: unknown) => Promise<unknown>>(),
  signOutRequested: vi.fn(),
  /** What happened, in order: the server call, the hint, Auth's sign-out, its end. */
  steps: [] as string[],
}));
vi.mock('../../../lib/firebase-loader', () => ({
  loadAuth: () => Promise.resolve({ auth: firebase.auth, sdk: { signOut: firebase.signOut } }),
}));
vi.mock('../../../lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof Functions>()),
  callFunction: firebase.callFunction,
}));
vi.mock('../../../lib/session-hint', () => ({ signOutRequested: firebase.signOutRequested }));

/** The layout under the admin guard (with it, as the app renders it), at /admin/dashboard. */
function renderLayout({ guarded = false } = {}) {
  const layout = (
    <Route element={<AdminLayout />}>
      <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
    </Route>
  );
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <Routes>
          {guarded ? <Route element={<RequireAdminSession />}>{layout}</Route> : layout}
          <Route path="/admin/login" element={<p>admin login</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** A promise the test settles itself, to look at the page while a call is under way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the pending promises and React's updates run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

const openSession = () =>
  useAdminSessionStore
    .getState()
    .open({ sessionId: 's1', expiresAt: new Date(Date.now() + adminSessionMs).toISOString() });

beforeEach(async () => {
  await activateLanguage('en-US');
  vi.useFakeTimers();
  vi.clearAllMocks();
  firebase.steps.length = 0;
  firebase.callFunction.mockImplementation((name) => {
    firebase.steps.push(name);
    return Promise.resolve({ ended: true });
  });
  firebase.signOutRequested.mockImplementation(() => firebase.steps.push('hint'));
  firebase.signOut.mockImplementation(() => {
    firebase.steps.push('signOut');
    return Promise.resolve();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the admin session clock', () => {
  it('signs out and goes to /admin/login when the 30 minutes are over, not before', async () => {
    openSession();
    renderLayout();

    await act(() => vi.advanceTimersByTimeAsync(adminSessionMs - 1_000));
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(screen.getByText('admin dashboard')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(firebase.callFunction).toHaveBeenCalledWith(
      'endAdminSession',
      { sessionId: 's1' },
      { timeoutMs: endSessionTimeoutMs },
    );
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('admin login')).toBeTruthy();
    expect(useAdminSessionStore.getState().session).toBeNull();
  });
});

describe('Sign Out', () => {
  it('has the admin navigation: Email Settings and Sign Out', () => {
    openSession();
    renderLayout();
    expect(screen.getByRole('link', { name: 'Email Settings' }).getAttribute('href')).toBe(
      '/admin/email-settings',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('shows the login only once Firebase has signed out: "Signing out…" until then', async () => {
    const authSignOut = deferred<undefined>();
    firebase.signOut.mockImplementation(() => {
      firebase.steps.push('signOut');
      return authSignOut.promise;
    });
    openSession();
    renderLayout();

    await act(async () => {
      screen.getByRole('button', { name: 'Sign Out' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    // The server session is ended while the ID token is still there, then Auth signs out.
    expect(firebase.steps).toEqual(['endAdminSession', 'hint', 'signOut']);
    expect(firebase.signOut).toHaveBeenCalledWith(firebase.auth);
    const busy = screen.getByRole('button', { name: 'Signing out…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);

    // Seconds later Auth has still not answered: no login yet, the session still in this tab.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByText('admin login')).toBeNull();
    expect(screen.getByText('admin dashboard')).toBeTruthy();
    expect(useAdminSessionStore.getState().session?.sessionId).toBe('s1');
    // A second press does nothing.
    busy.click();
    await settle();
    expect(firebase.callFunction).toHaveBeenCalledTimes(1);

    authSignOut.resolve(undefined);
    await settle();
    expect(screen.getByText('admin login')).toBeTruthy();
    expect(useAdminSessionStore.getState().session).toBeNull();
  });

  it('keeps the guard from showing the login while Firebase is still signing out', async () => {
    const authSignOut = deferred<undefined>();
    firebase.signOut.mockImplementation(() => {
      // As Auth does: the listener reports the signed-out user once the sign-out is done.
      void authSignOut.promise.then(() => useAuthStore.getState().setSignedOut());
      return authSignOut.promise;
    });
    useAuthStore
      .getState()
      .setSignedIn({ uid: 'a1', email: 'admin@sprout.test', name: 'Admin' }, true);
    openSession();
    renderLayout({ guarded: true });

    await act(async () => {
      screen.getByRole('button', { name: 'Sign Out' }).click();
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.queryByText('admin login')).toBeNull();
    expect(screen.getByRole('button', { name: 'Signing out…' })).toBeTruthy();

    authSignOut.resolve(undefined);
    await settle();
    expect(screen.getByText('admin login')).toBeTruthy();
    expect(useAdminSessionStore.getState().session).toBeNull();
  });

  it('signs out of Firebase and goes to the login when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    firebase.callFunction.mockImplementation((name) => {
      firebase.steps.push(name);
      return Promise.reject(new CallableError('api/network-error', 'offline'));
    });
    openSession();
    renderLayout();

    await act(async () => {
      screen.getByRole('button', { name: 'Sign Out' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(firebase.steps).toEqual(['endAdminSession', 'hint', 'signOut']);
    expect(screen.getByText('admin login')).toBeTruthy();
    expect(useAdminSessionStore.getState().session).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('waits for a server that does not answer no longer than its timeout', async () => {
    // The SDK gives up after the timeout it is given; here the call just never answers by then.
    firebase.callFunction.mockImplementation(
      (_name, _data, options) =>
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new CallableError('api/timeout', 'deadline-exceeded')),
            (options as { timeoutMs: number }).timeoutMs,
          ),
        ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openSession();
    renderLayout();
    await act(async () => {
      screen.getByRole('button', { name: 'Sign Out' }).click();
      await vi.advanceTimersByTimeAsync(endSessionTimeoutMs - 1);
    });
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Signing out…' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('admin login')).toBeTruthy();
  });

  it('stays, says so and offers Sign Out again when Firebase fails to sign out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    firebase.signOut.mockRejectedValueOnce(new Error('storage refused'));
    openSession();
    renderLayout();

    await act(async () => {
      screen.getByRole('button', { name: 'Sign Out' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText('admin login')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Could not sign out. Please try again.');
    expect(console.error).toHaveBeenCalled();
    // Still signed in, so the session stays with the page.
    expect(useAdminSessionStore.getState().session?.sessionId).toBe('s1');
    const again = screen.getByRole('button', { name: 'Sign Out' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);

    await act(async () => {
      again.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(firebase.signOut).toHaveBeenCalledTimes(2);
    expect(screen.getByText('admin login')).toBeTruthy();
  });

  it('needs no server call without a session in the tab', async () => {
    useAdminSessionStore.getState().clear();
    renderLayout();
    await act(async () => {
      screen.getByRole('button', { name: 'Sign Out' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(firebase.callFunction).not.toHaveBeenCalled();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('admin login')).toBeTruthy();
  });
});
