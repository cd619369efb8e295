import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { AuthError } from '../api/auth-error';
import { useAuthStore } from '../../../stores/auth-store';
import SignInPage from './signin-page';

const api = vi.hoisted(() => ({
  signInWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  resendVerification: vi.fn(),
}));
vi.mock('../api/sign-in', () => api);
vi.mock('../api/pending-social-user', () => ({ takePendingShareToken: () => null }));

describe('SignInPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await activateLanguage('en-US');
  });

  it("says 'Failed to sign in with Google' when Google fails for an unknown reason", async () => {
    api.signInWithGoogle.mockRejectedValueOnce(new AuthError('default'));
    const user = userEvent.setup();
    renderAt('/en-US/signin', '/:lang/signin', <SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText('Failed to sign in with Google')).toBeTruthy();
    expect(screen.queryByText(/unexpected error/)).toBeNull();
  });

  it('shows the own code of a failure outside the catalogue (a disabled account)', async () => {
    api.signInWithEmail.mockRejectedValueOnce(new AuthError('default', 'auth/user-disabled'));
    const user = userEvent.setup();
    renderAt('/en-US/signin', '/:lang/signin', <SignInPage />);
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred Details: auth/user-disabled',
    );
  });

  it('keeps the specific message of a known Google failure', async () => {
    api.signInWithGoogle.mockRejectedValueOnce(new AuthError('api/network-error'));
    const user = userEvent.setup();
    renderAt('/en-US/signin', '/:lang/signin', <SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText('Network connection error')).toBeTruthy();
  });

  it('says so when the person closes Google’s window, with no error', async () => {
    api.signInWithGoogle.mockRejectedValueOnce(new AuthError('auth/cancelled'));
    const user = userEvent.setup();
    renderAt('/en-US/signin', '/:lang/signin', <SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Google sign-in was cancelled. Nothing was changed.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a verification link that was already used, and lets the parent sign in', () => {
    renderAt('/en-US/signin?error=verify-link-used', '/:lang/signin', <SignInPage />);
    expect(
      screen.getByText(
        'This verification link has expired or was already used. Sign in: if your address still needs verifying, you can send a new link from there.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it("names the callback's session failures in the spec's words", () => {
    for (const [error, text] of [
      ['session-not-established', 'Failed to establish session'],
      ['session-not-persisted', 'Failed to persist session'],
      ['something-else', 'Authentication failed'],
    ]) {
      const { unmount } = renderAt(`/en-US/signin?error=${error}`, '/:lang/signin', <SignInPage />);
      expect(screen.getByRole('alert').textContent).toBe(text);
      unmount();
    }
  });

  it('says the session has expired when it ended without a sign-out', async () => {
    useAuthStore.setState({
      status: 'signed-out',
      user: null,
      isAdmin: false,
      sessionExpired: true,
    });
    renderAt('/en-US/signin', '/:lang/signin', <SignInPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has expired, please sign in again',
    );
    useAuthStore.setState({ sessionExpired: false });
  });
});
