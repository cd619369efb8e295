import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, activateLanguage } from '../../../lib/i18n';
import AuthCallbackPage from './auth-callback-page';

const api = vi.hoisted(() => ({
  verifyEmailCode: vi.fn(),
  completeSocialSignIn: vi.fn(),
  currentUserReady: vi.fn(),
  abandonSocialSignIn: vi.fn(),
  takePendingShareToken: vi.fn(),
}));
vi.mock('../api/social-profile', () => api);
vi.mock('../api/pending-social-user', () => ({
  takePendingShareToken: api.takePendingShareToken,
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderCallback(url: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallbackPage lang="sv" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('AuthCallbackPage and e-mail verification', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await activateLanguage('en-US');
  });

  it('shows Authenticating, applies the code, then confirms in the stored language', async () => {
    let finish: (outcome: 'verified') => void = () => undefined;
    api.verifyEmailCode.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    renderCallback('/auth/callback?mode=verifyEmail&oobCode=abc');

    expect(screen.getByRole('status').textContent).toContain('Authenticating');
    expect(api.verifyEmailCode).toHaveBeenCalledWith('abc');
    finish('verified');
    expect((await screen.findByTestId('where')).textContent).toBe('/sv/signin?verified=1');
    expect(api.completeSocialSignIn).not.toHaveBeenCalled();
  });

  it('explains a used or expired link on the sign-in page', async () => {
    api.verifyEmailCode.mockResolvedValueOnce('used');
    renderCallback('/auth/callback?mode=verifyEmail&oobCode=abc');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/sv/signin?error=verify-link-used',
    );
  });

  it('explains a link that could not be checked', async () => {
    api.verifyEmailCode.mockResolvedValueOnce('failed');
    renderCallback('/auth/callback?mode=verifyEmail&oobCode=abc');
    expect((await screen.findByTestId('where')).textContent).toBe('/sv/signin?error=verify-failed');
  });

  it('says the session could not be established when Google returns without one', async () => {
    api.currentUserReady.mockResolvedValueOnce(false);
    renderCallback('/auth/callback');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/sv/signin?error=session-not-established',
    );
    expect(api.completeSocialSignIn).not.toHaveBeenCalled();
  });

  it('signs out and says the session could not be kept when the profile step fails', async () => {
    api.currentUserReady.mockResolvedValueOnce(true);
    api.completeSocialSignIn.mockRejectedValueOnce(new Error('unavailable'));
    api.abandonSocialSignIn.mockResolvedValueOnce(undefined);
    renderCallback('/auth/callback');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/sv/signin?error=session-not-persisted',
    );
    expect(api.abandonSocialSignIn).toHaveBeenCalledTimes(1);
  });

  it("confirms the address when Firebase's own page applied it and continued here", async () => {
    api.currentUserReady.mockResolvedValue(false);
    renderCallback('/auth/callback?from=verify-email');
    expect((await screen.findByTestId('where')).textContent).toBe('/sv/signin?verified=1');
    expect(api.completeSocialSignIn).not.toHaveBeenCalled();
  });
});
