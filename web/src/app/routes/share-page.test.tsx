import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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

/** The dashboard as the page reaches it: shows the router state it is given. */
function DashboardState() {
  return <pre data-testid="arrival">{JSON.stringify(useLocation().state)}</pre>;
}

/** The share page, and the dashboard it leads to after accepting. */
function renderWithDashboard(state: unknown = null) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname: `/en-US/share/${token}`, state }]}>
        <Routes>
          <Route path=":lang/share/:token" element={<SharePage />} />
          <Route path=":lang/dashboard" element={<DashboardState />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** Ronja's guardian invitation (issue 33). */
const invitation: SharedChildView = { ...ronja, role: 'guardian' };

const signIn = () =>
  act(() =>
    useAuthStore.getState().setSignedIn({ uid: 'g', email: 'g@sprout.test', name: 'G' }, false),
  );

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

  it('tells who invites the visitor to record the child and what it allows, and accepts on "Accept invitation"', async () => {
    signIn();
    getSharedChild.mockResolvedValue(invitation);
    subscribeToShare.mockResolvedValue({
      childId: 'c1',
      childName: 'Ronja',
      alreadySubscribed: false,
      role: 'guardian',
    });
    const user = userEvent.setup();
    renderWithDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Olle invites you to record Ronja’s growth' }),
    ).toBeTruthy();
    const actions = screen.getByRole('region', {
      name: 'Olle invites you to record Ronja’s growth',
    });
    expect(actions.textContent).toContain('Add Ronja’s new measurements');
    expect(actions.textContent).toContain('Correct or delete measurements');
    expect(actions.textContent).toContain('Edit Ronja’s details');
    expect(actions.textContent).toContain(
      'See Ronja’s sizes for the coming seasons on your dashboard',
    );
    expect(actions.textContent).toContain('Only Olle can delete Ronja or decide who has access.');
    // Following's own promises ("Only the parent can change anything") are not made here.
    expect(screen.queryByRole('heading', { name: 'What following means' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(subscribeToShare).toHaveBeenCalledWith(token);
    expect(
      await screen.findByRole('heading', { name: 'You can now record Ronja’s growth' }),
    ).toBeTruthy();
    // Then the dashboard, told what the visitor can now do.
    const arrival = await screen.findByTestId('arrival');
    expect(JSON.parse(arrival.textContent ?? 'null')).toEqual({
      subscriptionSuccess: true,
      childName: 'Ronja',
      newChildId: 'c1',
      role: 'guardian',
    });
  });

  it('passes the follower role to the dashboard after subscribing to a follower link', async () => {
    signIn();
    getSharedChild.mockResolvedValue(ronja);
    subscribeToShare.mockResolvedValue({
      childId: 'c1',
      childName: 'Ronja',
      alreadySubscribed: false,
      role: 'follower',
    });
    const user = userEvent.setup();
    renderWithDashboard();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'You now follow Ronja' })).toBeTruthy();
    const arrival = await screen.findByTestId('arrival');
    expect(JSON.parse(arrival.textContent ?? 'null')).toMatchObject({
      subscriptionSuccess: true,
      childName: 'Ronja',
      role: 'follower',
    });
  });

  it('leads a signed-out visitor to an account to accept the invitation, Google first', async () => {
    getSharedChild.mockResolvedValueOnce(invitation);
    renderShare();
    expect(
      await screen.findByText(
        'Create a free account to accept the invitation. You will come back here afterwards.',
      ),
    ).toBeTruthy();
    const join = screen.getAllByRole('button').map((button) => button.textContent);
    expect(join.indexOf('Sign up with Google')).toBeLessThan(join.indexOf('Create a free account'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('accepts the invitation once on returning from a sign-up made to accept it', async () => {
    signIn();
    getSharedChild.mockResolvedValue(invitation);
    subscribeToShare.mockResolvedValue({
      childId: 'c1',
      childName: 'Ronja',
      alreadySubscribed: false,
      role: 'guardian',
    });
    renderReturnToFollow();
    expect(
      await screen.findByRole('heading', { name: 'You can now record Ronja’s growth' }),
    ).toBeTruthy();
    expect(subscribeToShare).toHaveBeenCalledTimes(1);
  });

  it('tells a guardian who opens the invitation again that they can already record', async () => {
    signIn();
    getSharedChild.mockResolvedValueOnce({ ...invitation, subscribed: true });
    renderShare();
    expect(await screen.findByText('You can already record Ronja’s growth.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says an invitation someone else accepted is no longer valid', async () => {
    getSharedChild.mockRejectedValueOnce(
      new CallableError(
        'db/constraint-error',
        'This invitation has already been accepted',
        'invitation-used',
      ),
    );
    renderShare();
    expect(await screen.findByRole('heading', { name: 'Invitation no longer valid' })).toBeTruthy();
    expect(
      screen.getByText(
        'This invitation has already been accepted. Ask for a new one if it was meant for you.',
      ),
    ).toBeTruthy();
  });

  it('says so when the invitation was accepted by someone else meanwhile', async () => {
    signIn();
    getSharedChild.mockResolvedValueOnce(invitation);
    subscribeToShare.mockRejectedValueOnce(
      new CallableError(
        'db/constraint-error',
        'This invitation has already been accepted',
        'invitation-used',
      ),
    );
    const user = userEvent.setup();
    renderShare();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to accept the invitation: This invitation has already been accepted. Ask for a new one if it was meant for you.',
    );
  });
});
