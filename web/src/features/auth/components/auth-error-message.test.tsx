import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ErrorCode } from '@sprout/core';
import { i18n } from '../../../lib/i18n';
import { AuthErrorMessage } from './auth-error-message';

afterEach(cleanup);

function shown(code: ErrorCode, failed?: string, detail?: string) {
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <AuthErrorMessage code={code} failed={failed} detail={detail} />
    </I18nProvider>,
  );
  const text = screen.getByRole('alert').textContent;
  unmount();
  return text;
}

describe('AuthErrorMessage', () => {
  it("keeps the forms' own words for an address in use and for an unknown failure", () => {
    expect(shown('auth/email-in-use')).toBe('An account with this email already exists');
    expect(shown('default', 'Failed to sign up')).toBe('Failed to sign up');
    expect(shown('default')).toBe('An unexpected error occurred');
  });

  it('shows an unknown error’s own words after the sentence (spec 8), and only for an unknown one', () => {
    expect(shown('default', undefined, 'auth/user-disabled')).toBe(
      'An unexpected error occurred Details: auth/user-disabled',
    );
    expect(shown('default', 'Failed to sign up', 'auth/operation-not-allowed')).toBe(
      'Failed to sign up Details: auth/operation-not-allowed',
    );
    expect(shown('auth/invalid-credentials', undefined, 'ignored')).toBe(
      'Invalid email or password',
    );
  });

  it("reads every other code as the catalogue's sentence", () => {
    expect(shown('auth/invalid-credentials')).toBe('Invalid email or password');
    expect(shown('auth/reset-link-expired')).toBe(
      'Your password reset link has expired. Please request a new one.',
    );
    expect(shown('api/network-error')).toBe('Network connection error');
    expect(shown('auth/session-expired')).toBe('Your session has expired, please sign in again');
    expect(shown('api/server-error')).toBe('Server error, please try again later');
  });

  it('says which flow failed when the connection or the server did, then why', () => {
    expect(shown('api/network-error', 'Failed to update password')).toBe(
      'Failed to update password Network connection error',
    );
    expect(shown('api/timeout', 'Failed to sign up')).toBe('Failed to sign up Request timed out');
    // A refusal is its own reason.
    expect(shown('auth/weak-password', 'Failed to update password')).toBe(
      'Password must be at least 8 characters long',
    );
  });
});
