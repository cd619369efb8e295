import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListSubscriptionsResult, ShareListItem, SubscriberListItem } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage, loadPageCatalog } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { SharingSettings } from './sharing-settings';

const api = vi.hoisted(() => ({
  listShares: vi.fn(),
  listSubscriptions: vi.fn(),
  deleteShare: vi.fn(),
  unsubscribe: vi.fn(),
  removeSubscriber: vi.fn(),
  setSubscriberRole: vi.fn(),
  setGuardianReminders: vi.fn(),
}));
vi.mock('../api/sharing', () => ({ ...api, shareUrl: (token: string) => `/share/${token}` }));

const link: ShareListItem = {
  token: '7d444840-9dc0-4b1a-8f3e-3a2c1b0e9f11',
  childId: 'c1',
  childName: 'Ronja',
  expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  createdAt: '2026-11-01T10:00:00.000Z',
  subscriberCount: 1,
  role: 'follower',
  used: false,
};
const grandma: SubscriberListItem = {
  id: 'c1_g',
  childId: 'c1',
  childName: 'Ronja',
  subscriberId: 'g',
  subscriberName: 'Grandma',
  createdAt: '2026-10-02T08:00:00.000Z',
  role: 'follower',
};
const lists: ListSubscriptionsResult = {
  sharedWithMe: [
    {
      id: 'c2_me',
      childId: 'c2',
      childName: 'Birk',
      ownerName: 'Olle',
      createdAt: '2026-03-05T18:30:00.000Z',
      role: 'follower',
      reminders: false,
    },
  ],
  myShares: [grandma],
};

function renderSettings(lang = 'en-US') {
  return renderAt(`/${lang}/settings`, ':lang/settings', <SharingSettings />);
}

beforeEach(async () => {
  vi.clearAllMocks();
  api.listShares.mockResolvedValue([link]);
  api.listSubscriptions.mockResolvedValue(lists);
  api.deleteShare.mockResolvedValue(undefined);
  api.unsubscribe.mockResolvedValue(true);
  api.removeSubscriber.mockResolvedValue(true);
  await activateLanguage('en-US');
});

describe('SharingSettings', () => {
  it('shows when each subscription started, in the page language', async () => {
    renderSettings();
    const withMe = await screen.findByRole('region', { name: 'Shared With Me' });
    expect(within(withMe).getByText('Mar 5, 2026').getAttribute('datetime')).toBe(
      lists.sharedWithMe[0]?.createdAt,
    );
    expect(withMe.textContent).toContain('Following since Mar 5, 2026');
  });

  it('says who started following which child and when, newest first, the last 7 days marked new', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const recent = daysAgo(2);
    api.listSubscriptions.mockResolvedValue({
      ...lists,
      myShares: [
        { ...grandma, id: 'c1_n', subscriberId: 'n', subscriberName: 'Nils', createdAt: recent },
        { ...grandma, createdAt: '2026-03-03T09:00:00.000Z' },
      ],
    });
    renderSettings();
    const followers = await screen.findByRole('region', { name: 'My Shares' });
    const lines = within(followers).getAllByRole('listitem');
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(recent),
    );
    expect(lines[0]?.textContent).toContain(`Nils started following Ronja on ${day}New`);
    expect(lines[1]?.textContent).toContain('Grandma started following Ronja on March 3, 2026');
    expect(within(lines[1] as HTMLElement).queryByText('New')).toBeNull();
    expect(
      within(lines[1] as HTMLElement)
        .getByText('March 3, 2026')
        .getAttribute('datetime'),
    ).toBe('2026-03-03T09:00:00.000Z');
  });

  it('writes the follower line and its date in the page language', async () => {
    api.listSubscriptions.mockResolvedValue({
      ...lists,
      myShares: [{ ...grandma, createdAt: '2026-03-03T09:00:00.000Z' }],
    });
    await activateLanguage('sv');
    await loadPageCatalog();
    renderSettings('sv');
    const followers = await screen.findByRole('region', { name: 'Mina delningar' });
    expect(followers.textContent).toContain('Grandma började följa Ronja den 3 mars 2026');
  });

  it('asks before deleting a link: Cancel keeps it and returns focus, Delete link removes it', async () => {
    const user = userEvent.setup();
    renderSettings();
    const button = await screen.findByRole('button', { name: 'Delete the link for Ronja' });
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the link for Ronja?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.deleteShare).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete link' }),
    );
    expect(api.deleteShare).toHaveBeenCalledWith(link.token);
    await screen.findByText('No share links yet. Share a child from the dashboard.');
    // The button left with its link: focus lands on the list's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My share links' }));
  });

  it('asks before unsubscribing, and Escape cancels', async () => {
    const user = userEvent.setup();
    renderSettings();
    const button = await screen.findByRole('button', { name: 'Unsubscribe from Birk' });
    await user.click(button);
    expect(screen.getByRole('alertdialog', { name: 'Stop following Birk?' })).toBeTruthy();
    // The test DOM does not turn Escape into a cancel event: fire the one a browser gives.
    screen.getByRole('alertdialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.unsubscribe).not.toHaveBeenCalled();

    api.listSubscriptions.mockResolvedValue({ ...lists, sharedWithMe: [] });
    await user.click(button);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unsubscribe' }),
    );
    expect(api.unsubscribe).toHaveBeenCalledWith('c2');
    await screen.findByText('Nobody has shared a child with you yet.');
  });

  it('asks before removing a follower', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Remove Grandma from Ronja' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Grandma from Ronja?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.removeSubscriber).not.toHaveBeenCalled();

    api.listSubscriptions.mockResolvedValue({ ...lists, myShares: [] });
    await user.click(screen.getByRole('button', { name: 'Remove Grandma from Ronja' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(api.removeSubscriber).toHaveBeenCalledWith('c1', 'g');
    await screen.findByText('Nobody follows your children yet.');
  });

  it('shows what each person may do, and lets them record, busy until the server confirms', async () => {
    let answer: (role: 'guardian') => void = () => undefined;
    api.setSubscriberRole.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderSettings();
    const myShares = await screen.findByRole('region', { name: 'My Shares' });
    const row = within(myShares).getByRole('listitem');
    expect(within(row).getByText('Can view')).toBeTruthy();
    await user.click(
      within(row).getByRole('button', { name: 'Allow recording for Grandma (Ronja)' }),
    );
    expect(api.setSubscriberRole).toHaveBeenCalledWith('c1', 'g', 'guardian');
    const busy = within(row).getByRole('button', { name: 'Allow recording for Grandma (Ronja)' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.textContent).toBe('Saving…');

    answer('guardian');
    expect(await within(row).findByText('Can record')).toBeTruthy();
    const back = within(row).getByRole('button', { name: 'View only for Grandma (Ronja)' });
    expect((back as HTMLButtonElement).disabled).toBe(false);
    expect(back.textContent).toBe('View only');
    // Removal stays as it was.
    expect(within(row).getByRole('button', { name: 'Remove Grandma from Ronja' })).toBeTruthy();
  });

  it('makes a guardian view only again, and says so when the change fails', async () => {
    api.listSubscriptions.mockResolvedValue({
      ...lists,
      myShares: [{ ...grandma, role: 'guardian' }],
    });
    api.setSubscriberRole.mockRejectedValueOnce(new CallableError('api/server-error', 'boom'));
    api.setSubscriberRole.mockResolvedValueOnce('follower');
    const user = userEvent.setup();
    renderSettings();
    const myShares = await screen.findByRole('region', { name: 'My Shares' });
    const row = within(myShares).getByRole('listitem');
    expect(within(row).getByText('Can record')).toBeTruthy();
    const button = within(row).getByRole('button', { name: 'View only for Grandma (Ronja)' });
    await user.click(button);
    expect(api.setSubscriberRole).toHaveBeenCalledWith('c1', 'g', 'follower');
    expect((await within(row).findByRole('alert')).textContent).toContain(
      'Failed to change what Grandma may do. Try again.',
    );
    // Nothing changed on the row.
    expect(within(row).getByText('Can record')).toBeTruthy();

    await user.click(button);
    expect(await within(row).findByText('Can view')).toBeTruthy();
    expect(within(row).queryByRole('alert')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Allow recording for Grandma (Ronja)' }));
  });

  it('marks guardian invitations, and accepted ones, among the share links', async () => {
    api.listShares.mockResolvedValue([
      link,
      { ...link, token: 'a1', role: 'guardian', used: false, subscriberCount: 0 },
      { ...link, token: 'a2', childName: 'Birk', role: 'guardian', used: true },
    ]);
    renderSettings();
    const links = await screen.findByRole('region', { name: 'My share links' });
    const [follow, open, accepted] = (await within(links).findAllByRole(
      'listitem',
    )) as HTMLElement[];
    expect(follow?.textContent).toContain('1 follower');
    expect(within(follow as HTMLElement).queryByText('Invitation to record')).toBeNull();
    expect(within(open as HTMLElement).getByText('Invitation to record')).toBeTruthy();
    expect(within(open as HTMLElement).queryByText('Accepted')).toBeNull();
    expect(within(accepted as HTMLElement).getByText('Invitation to record')).toBeTruthy();
    expect(within(accepted as HTMLElement).getByText('Accepted')).toBeTruthy();
    const copy = within(accepted as HTMLElement).getByRole('button', {
      name: 'Copy the link for Birk',
    }) as HTMLButtonElement;
    expect(copy.disabled).toBe(true);
  });

  it('shows what I may do with each child shared with me', async () => {
    api.listSubscriptions.mockResolvedValue({
      ...lists,
      sharedWithMe: [
        ...lists.sharedWithMe,
        {
          ...lists.sharedWithMe[0],
          id: 'c3_me',
          childId: 'c3',
          childName: 'Saga',
          role: 'guardian',
        },
      ],
    });
    renderSettings();
    const withMe = await screen.findByRole('region', { name: 'Shared With Me' });
    const [birk, saga] = within(withMe).getAllByRole('listitem') as HTMLElement[];
    expect(within(birk as HTMLElement).getByText('Can view')).toBeTruthy();
    expect(within(saga as HTMLElement).getByText('Can record')).toBeTruthy();
    // Only a guardian has the child's reminders to switch.
    expect(within(birk as HTMLElement).queryByRole('switch')).toBeNull();
    expect(within(saga as HTMLElement).getByText(/With access since/)).toBeTruthy();
  });

  const guardianLists = (reminders: boolean): ListSubscriptionsResult => ({
    sharedWithMe: [
      {
        id: 'c3_me',
        childId: 'c3',
        childName: 'Saga',
        ownerName: 'Olle',
        createdAt: '2026-03-05T18:30:00.000Z',
        role: 'guardian',
        reminders,
      },
    ],
    myShares: [{ ...grandma, role: 'guardian' }],
  });

  it('lets a guardian switch a child’s reminder e-mails, flipping once the server confirms', async () => {
    api.listSubscriptions.mockResolvedValue(guardianLists(false));
    let answer: (enabled: boolean) => void = () => undefined;
    api.setGuardianReminders.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    api.setGuardianReminders.mockRejectedValueOnce(new CallableError('api/server-error', 'boom'));
    const user = userEvent.setup();
    renderSettings();
    const toggle = await screen.findByRole('switch', { name: 'Reminder e-mails for Saga' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(toggle);
    expect(api.setGuardianReminders).toHaveBeenCalledWith('c3', true);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    answer(true);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    // A refusal keeps the switch where the server has it, and says so.
    await user.click(toggle);
    expect(api.setGuardianReminders).toHaveBeenLastCalledWith('c3', false);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to update the reminders for Saga. Try again.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('says what leaving or removing a guardian means for recording', async () => {
    api.listSubscriptions.mockResolvedValue(guardianLists(true));
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe from Saga' }));
    const leave = screen.getByRole('alertdialog', { name: 'Stop recording for Saga?' });
    expect(leave.textContent).toContain('To record again you need a new invitation from Olle.');
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Remove Grandma from Ronja' }));
    const remove = screen.getByRole('alertdialog', { name: 'Remove Grandma from Ronja?' });
    expect(remove.textContent).toContain(
      'Grandma can no longer see Ronja or add measurements; anything they recorded stays.',
    );
    const myShares = screen.getByRole('region', { name: 'My Shares' });
    expect(myShares.textContent).toContain('Grandma joined Ronja on');
  });
});
