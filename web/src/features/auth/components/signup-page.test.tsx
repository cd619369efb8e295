import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { activateLanguage, loadPageCatalog } from '../../../lib/i18n';
import { AuthError } from '../api/auth-error';
import SignUpPage from './signup-page';

const signUp = vi.hoisted(() => vi.fn());
vi.mock('../api/sign-up', () => ({ signUp }));
const signInWithGoogle = vi.hoisted(() => vi.fn());
vi.mock('../api/sign-in', () => ({ signInWithGoogle }));
vi.mock('../api/pending-social-user', () => ({ rememberSocialSignUp: vi.fn() }));

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Pat Parent');
  await user.type(screen.getByLabelText('Email'), '  Pat@Example.COM ');
  await user.type(screen.getByLabelText('Password'), 'Growing-up-2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Growing-up-2026');
  await user.click(screen.getByRole('checkbox'));
}

describe('SignUpPage', () => {
  it('shows every rule broken, in the page language, and keeps what was typed', async () => {
    await activateLanguage('en-US');
    const user = userEvent.setup();
    renderAt('/en-US/signup', '/:lang/signup', <SignUpPage />);

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('You must accept the terms to continue')).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('short');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('sends a lower-cased address and shows the success screen', async () => {
    await activateLanguage('en-US');
    signUp.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderAt('/en-US/signup', '/:lang/signup', <SignUpPage />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Sign Up Successful!' })).toBeTruthy();
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'pat@example.com', name: 'Pat Parent', language: 'en-US' }),
    );
    expect(screen.getByRole('link', { name: 'Continue to Sign In' }).getAttribute('href')).toBe(
      '/en-US/signin',
    );
  });

  it('explains an address that is taken', async () => {
    await activateLanguage('en-US');
    signUp.mockRejectedValueOnce(new AuthError('auth/email-in-use'));
    const user = userEvent.setup();
    renderAt('/en-US/signup', '/:lang/signup', <SignUpPage />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Pat Parent');
  });

  it("says 'Failed to sign up' when the reason is unknown (spec 8)", async () => {
    await activateLanguage('en-US');
    signUp.mockRejectedValueOnce(new AuthError('default'));
    const user = userEvent.setup();
    renderAt('/en-US/signup', '/:lang/signup', <SignUpPage />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Failed to sign up')).toBeTruthy();
    expect(screen.queryByText(/unexpected error/)).toBeNull();
  });

  it("says 'Failed to sign up' when Google sign-up fails", async () => {
    await activateLanguage('en-US');
    signInWithGoogle.mockRejectedValueOnce(new AuthError('default'));
    const user = userEvent.setup();
    renderAt('/en-US/signup', '/:lang/signup', <SignUpPage />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));

    expect(await screen.findByText('Failed to sign up')).toBeTruthy();
    expect(screen.queryByText(/unexpected error/)).toBeNull();
  });

  it('speaks Swedish on a Swedish page', async () => {
    await activateLanguage('sv');
    await loadPageCatalog('auth');
    renderAt('/sv/signup', '/:lang/signup', <SignUpPage />);
    expect(screen.getByRole('button', { name: 'Skapa konto' })).toBeTruthy();
    expect(screen.getByLabelText('Bekräfta lösenord')).toBeTruthy();
    expect(document.documentElement.lang).toBe('sv');
  });
});
