import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('reads out nothing before a catalog has arrived, then "Loading…" in its language', () => {
    // As at start-up (lib/i18n.ts): English active with no messages yet.
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <I18nProvider i18n={i18n}>
        <Spinner />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(warn).not.toHaveBeenCalled();
    act(() => {
      i18n.load('sv', { Pwqkdw: 'Laddar…' });
      i18n.activate('sv');
    });
    expect(screen.getByRole('status').textContent).toBe('Laddar…');
    warn.mockRestore();
  });
});
