import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { CallableError } from '../../lib/functions';
import { activateLanguage, i18n } from '../../lib/i18n';
import { CallErrorBox } from './call-error-box';

vi.mock('../../lib/firebase', () => ({ firebaseApp: {} }));
vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

beforeEach(async () => {
  await activateLanguage('en-US');
});
afterEach(cleanup);

function show(error: unknown, onRetry = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <CallErrorBox
        error={error}
        fallback="Failed to generate share link"
        onRetry={onRetry}
        fieldLabels={{ expiresInDays: 'Link expires after' }}
      />
    </I18nProvider>,
  );
  return onRetry;
}

describe('CallErrorBox', () => {
  it("says 'Request timed out' for a call that got no answer in time, red, with Retry", () => {
    const retry = show(new CallableError('api/timeout', 'deadline-exceeded'));
    const box = screen.getByRole('alert');
    expect(box.className).toBe('error-box error-box--api');
    expect(box.textContent).toContain('Request timed out');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('names the field the server refused by its label on the page, and offers no Retry', () => {
    show(new CallableError('validation/invalid-format', 'Invalid request', null, 'expiresInDays'));
    const box = screen.getByRole('alert');
    expect(box.className).toBe('error-box error-box--validation');
    expect(box.textContent).toContain('Invalid format');
    expect(box.textContent).toContain('Field: Link expires after');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("shows the screen's own message for a server error, with Retry, and no field", () => {
    show(new CallableError('api/server-error', 'internal'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to generate share linkRetry');
  });

  it('treats anything but a call error as a server error', () => {
    show(new TypeError('boom'));
    const box = screen.getByRole('alert');
    expect(box.className).toBe('error-box error-box--api');
    expect(box.textContent).toContain('Failed to generate share link');
  });
});
