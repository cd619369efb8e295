import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { SharedChildView } from '@sprout/core';
import { renderAt } from '../../testing/render';
import { activateLanguage, i18n } from '../../lib/i18n';
import { followOnArrival } from '../../config/paths';
import { CallableError } from '../../lib/functions';
import { useAuthStore } from '../../stores/auth-store';
import SharePage from './share-page';

const getSharedChild = vi.hoisted(() => vi.fn());
const subscribeToShare = vi.hoisted(() => vi.fn());
vi.mock('../../features/sharing/api/sharing', () => ({
  getSharedChild,
  subscribeToShare,
  rememberPendingShare: vi.fn(),
}));

const token = '7d444840-9dc0-4b1a-8f3e-3a2c1b0e9f11';

/** A child without measurements (the page then shows no products, which need the network). */
const ronja: SharedChildView = {
  childId: 'c1',
  childName: 'Ronja',
  ageMonths: 62,
  age: { unit: 'years', years: 5, months: 2 },
  wearsShoes: true,
  gender: 'female',
  ownerName: 'Olle',
  expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  latest: null,
  heights: [],
  subscribed: false,
  isOwner: false,
  role: 'follower',
};

function renderShare() {
  return renderAt(`/en-US/share/${token}`, ':lang/share/:token', <SharePage />);
}

/** The page as auth's pages leave it after a sign-in from the link (router state `follow`). */
function renderReturnToFollow() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter
        initialEntries={[{ pathname: `/en-US/share/${token}`, state: followOnArrival }]}
      >
        <Routes>
          <Route path=":lang/share/:token" element={<SharePage />} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  getSharedChild.mockReset();
  subscribeToShare.mockReset();
  await activateLanguage('en-US');
  useAuthStore.getState().setSignedOut();
});

describe('SharePage', () => {
  it('says "No Data Available" when the child is gone', async () => {
    getSharedChild.mockRejectedValueOnce(
      new CallableError('db/not-found', 'Child not found', 'child-not-found'),
    );
    renderShare();
    expect(await screen.findByRole('heading', { name: 'No Data Available' })).toBeTruthy();
    expect(
      screen.getByText('The requested child data could not be found or has been removed.'),
    ).toBeTruthy();
    expect(getSharedChild).toHaveBeenCalledWith(token);
  });

  it('shows "Invalid Share Link" with the reason for an unknown token', async () => {
    getSharedChild.mockRejectedValueOnce(
      new CallableError('db/not-found', 'Invalid or expired share token', 'token-invalid'),
    );
    renderShare();
    expect(await screen.findByRole('heading', { name: 'Invalid Share Link' })).toBeTruthy();
    expect(screen.getByText('Invalid or expired share token')).toBeTruthy();
  });

  it('shows the age the server gives, having no birth date: weeks for a baby, then months, then years', async () => {
    getSharedChild.mockResolvedValueOnce({
      ...ronja,
      ageMonths: 59,
      age: { unit: 'years', years: 4, months: 11 },
    });
    renderShare();
    const meta = (await screen.findByRole('heading', { name: 'Ronja' })).nextElementSibling;
    expect(meta?.textContent).toMatch(/^Girl · 4 years 11 months · /);
    cleanup();
    getSharedChild.mockResolvedValueOnce({
      ...ronja,
      ageMonths: 1,
      age: { unit: 'weeks', weeks: 5 },
    });
    renderShare();
    const baby = (await screen.findByRole('heading', { name: 'Ronja' })).nextElementSibling;
    expect(baby?.textContent).toMatch(/^Girl · 5 weeks · /);
  });

  it('offers Retry when the server cannot be reached', async () => {
    getSharedChild.mockRejectedValueOnce(new CallableError('api/network-error', 'offline'));
    renderShare();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('An error occurred')).toBeTruthy();
  });

  it('checks the link again on Retry', async () => {
    getSharedChild.mockRejectedValueOnce(new CallableError('api/network-error', 'offline'));
    getSharedChild.mockResolvedValueOnce(ronja);
    const user = userEvent.setup();
    renderShare();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Ronja' })).toBeTruthy();
    expect(getSharedChild).toHaveBeenCalledTimes(2);
  });

  it('waits for the session, and checks the link again when the visitor signs in', async () => {
    useAuthStore.setState({ status: 'loading', user: null, isAdmin: false });
    getSharedChild.mockResolvedValueOnce(ronja);
    renderShare();
    expect(screen.getByText('Checking the share link…')).toBeTruthy();
    expect(getSharedChild).not.toHaveBeenCalled();

    act(() => useAuthStore.getState().setSignedOut());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();

    let answer: (view: SharedChildView) => void = () => undefined;
    getSharedChild.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() =>
      useAuthStore.getState().setSignedIn({ uid: 'g', email: 'g@sprout.test', name: 'G' }, false),
    );
    expect(screen.getByText('Checking the share link…')).toBeTruthy();
    await act(async () => answer({ ...ronja, subscribed: true }));
    expect(screen.getByText('You already follow Ronja.')).toBeTruthy();
    expect(getSharedChild).toHaveBeenCalledTimes(2);
  });

  it('follows the child on returning from a sign-in made to follow it, once', async () => {
    act(() =>
      useAuthStore.getState().setSignedIn({ uid: 'g', email: 'g@sprout.test', name: 'G' }, false),
    );
    getSharedChild.mockResolvedValue(ronja);
    subscribeToShare.mockResolvedValue({ childName: 'Ronja' });
    renderReturnToFollow();
    expect(await screen.findByRole('heading', { name: 'You now follow Ronja' })).toBeTruthy();
    expect(subscribeToShare).toHaveBeenCalledTimes(1);
    expect(subscribeToShare).toHaveBeenCalledWith(token);
  });

  it('leaves following to the visitor who opened the link themselves, or follows already', async () => {
    act(() =>
      useAuthStore.getState().setSignedIn({ uid: 'g', email: 'g@sprout.test', name: 'G' }, false),
    );
    getSharedChild.mockResolvedValueOnce(ronja);
    renderShare();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    cleanup();
    getSharedChild.mockResolvedValueOnce({ ...ronja, subscribed: true });
    renderReturnToFollow();
    expect(await screen.findByText('You already follow Ronja.')).toBeTruthy();
    expect(subscribeToShare).not.toHaveBeenCalled();
  });
});
