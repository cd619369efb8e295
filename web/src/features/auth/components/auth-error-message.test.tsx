import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ErrorCode } from '@sprout/core';
import { i18n } from '../../../lib/i18n';
import { AuthErrorMessage } from './auth-error-message';

afterEach(cleanup);

function shown(code: ErrorCode, unknown?: string) {
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <AuthErrorMessage code={code} unknown={unknown} />
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

  it("reads every other code as the catalogue's sentence", () => {
    expect(shown('auth/invalid-credentials')).toBe('Invalid email or password');
    expect(shown('auth/reset-link-expired')).toBe(
      'Your password reset link has expired. Please request a new one.',
    );
    expect(shown('api/network-error')).toBe('Network connection error');
    expect(shown('auth/session-expired')).toBe('Your session has expired, please sign in again');
    expect(shown('api/server-error')).toBe('Server error, please try again later');
  });
});
