import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReminderPreview, RouteLanguage, SendRemindersResult } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { CallableError } from '../../../lib/functions';
import { useAuthStore } from '../../../stores/auth-store';
import { useAdminSessionStore } from '../hooks/admin-session-store';
import EmailSettingsPage from './email-settings-page';

const api = vi.hoisted(() => ({
  sendWelcomeTestEmail: vi.fn(),
  sendReminders: vi.fn(),
  reminderCounts: vi.fn(),
  previewReminderEmail: vi.fn(),
  sendReminderTestEmail: vi.fn(),
}));
vi.mock('../api/admin-api', () => ({ sendWelcomeTestEmail: api.sendWelcomeTestEmail }));
vi.mock('../api/reminder-admin-api', () => ({
  sendReminders: api.sendReminders,
  reminderCounts: api.reminderCounts,
  previewReminderEmail: api.previewReminderEmail,
  sendReminderTestEmail: api.sendReminderTestEmail,
}));

/** The signed-in admin (Firebase Auth's user, as the auth store holds it). */
const adminEmail = 'admin@sprout.test';

/** The page for an admin whose visit resolved to `lang` (English (US) unless told). */
const renderPage = (lang: RouteLanguage = 'en-US') =>
  renderAt('/admin/email-settings', '/admin/email-settings', <EmailSettingsPage lang={lang} />);

const region = (name: string) => screen.getByRole('region', { name });

/** A section's address field (prefilled with the admin's own). */
const addressField = (section: HTMLElement) =>
  within(section).getByLabelText('Email address') as HTMLInputElement;

/** Replaces the prefilled address with `text`, as an admin would. */
async function typeAddress(user: UserEvent, section: HTMLElement, text: string) {
  await user.clear(addressField(section));
  await user.type(addressField(section), text);
}

/** A promise the test settles itself, to look at the page while a call is under way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const preview = (subject: string): ReminderPreview => ({
  subject,
  html: `<p>${subject} in HTML</p>`,
  text: `${subject} as text`,
});

beforeEach(async () => {
  vi.clearAllMocks();
  useAdminSessionStore.getState().open({ sessionId: 's1', expiresAt: '2099-01-01T00:00:00Z' });
  useAuthStore.getState().setSignedIn({ uid: 'a1', email: adminEmail, name: 'Sprout Admin' }, true);
  api.reminderCounts.mockResolvedValue({ season: 12, birthday: 1 });
  api.previewReminderEmail.mockImplementation(
    (_session: string, language: string, test: { type: string; childName?: string }) =>
      Promise.resolve(
        preview(`${test.type} ${language}${test.childName ? ` ${test.childName}` : ''}`),
      ),
  );
  await activateLanguage('en-US');
});

describe('Email Settings: reminders', () => {
  it('shows the schedule and the number of users with each reminder type on', async () => {
    renderPage();
    const season = region('Season reminders');
    expect(await within(season).findByText('12 users have season reminders on')).toBeTruthy();
    expect(
      within(season).getByText(
        'Sent automatically at 08:00 (Stockholm time) on 1 February, 1 May, 1 August and 1 November, one month before each season.',
      ),
    ).toBeTruthy();
    const birthday = region('Birthday reminders');
    expect(within(birthday).getByText('1 user has birthday reminders on')).toBeTruthy();
    expect(within(birthday).getByText(/every day at 08:00/)).toBeTruthy();
    expect(api.reminderCounts).toHaveBeenCalledTimes(1);
    expect(api.reminderCounts).toHaveBeenCalledWith('s1');
  });

  it('offers Retry when the counts fail to load', async () => {
    api.reminderCounts.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    const season = region('Season reminders');
    expect(await within(season).findByText('Failed to load the number of users')).toBeTruthy();
    await user.click(within(season).getByRole('button', { name: 'Retry' }));
    expect(await within(season).findByText('12 users have season reminders on')).toBeTruthy();
    expect(within(region('Birthday reminders')).getByText('1 user has birthday reminders on'));
  });

  it('asks first with the count (a dry run), and Cancel sends nothing', async () => {
    api.sendReminders.mockResolvedValueOnce({
      sent: 4,
      message: 'Season: winter.',
      dryRun: true,
      sample: ['a@example.com', 'b@example.com'],
    });
    const user = userEvent.setup();
    renderPage();
    const season = region('Season reminders');
    await user.click(within(season).getByRole('button', { name: 'Send Now' }));
    const dialog = await within(season).findByRole('alertdialog');
    expect(dialog.textContent).toContain('Send Now will e-mail 4 parents now. Season: winter.');
    // A sample of who would get it.
    expect(dialog.textContent).toContain('The first recipients:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a@example.com', 'b@example.com']);
    expect(api.sendReminders).toHaveBeenCalledWith('s1', 'season', { dryRun: true });
    await waitFor(() => expect(document.activeElement).toBe(dialog));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const sendNow = within(season).getByRole('button', { name: 'Send Now' });
    await waitFor(() => expect(document.activeElement).toBe(sendNow));
    expect(api.sendReminders).toHaveBeenCalledTimes(1);

    // Escape cancels too; with nobody due there is only Close.
    api.sendReminders.mockResolvedValueOnce({ sent: 4, message: '', dryRun: true });
    await user.click(sendNow);
    await within(season).findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(within(season).queryByRole('alertdialog')).toBeNull();
    api.sendReminders.mockResolvedValueOnce({ sent: 0, message: 'Season: winter.', dryRun: true });
    await user.click(within(season).getByRole('button', { name: 'Send Now' }));
    const none = await within(season).findByRole('alertdialog');
    expect(none.textContent).toContain('Nobody is due this reminder now. Season: winter.');
    expect(within(none).queryByRole('button', { name: /^Send/ })).toBeNull();
    await user.click(within(none).getByRole('button', { name: 'Close' }));
    expect(api.sendReminders).toHaveBeenCalledTimes(3);
  });

  it('sends season reminders once confirmed: Sending… while under way, then the count and message, then Send Another', async () => {
    api.sendReminders.mockResolvedValueOnce({ sent: 3, message: 'Spring 2027.', dryRun: true });
    const call = deferred<SendRemindersResult>();
    api.sendReminders.mockReturnValueOnce(call.promise);
    const user = userEvent.setup();
    renderPage();
    const season = region('Season reminders');
    await user.click(within(season).getByRole('button', { name: 'Send Now' }));
    const dialog = await within(season).findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send 3 e-mails' }));
    const sending = within(season).getByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(api.sendReminders).toHaveBeenLastCalledWith('s1', 'season');

    call.resolve({ sent: 3, message: 'Spring 2027 reminders queued.' });
    expect(
      await within(season).findByText(
        'Successfully sent 3 reminders. Spring 2027 reminders queued.',
      ),
    ).toBeTruthy();
    expect(within(season).queryByRole('button', { name: 'Send Now' })).toBeNull();
    const another = within(season).getByRole('button', { name: 'Send Another' });
    // Focus moves in an effect after the answer shows (under load, a moment later).
    await waitFor(() => expect(document.activeElement).toBe(another));

    await user.click(another);
    const sendNow = within(season).getByRole('button', { name: 'Send Now' });
    await waitFor(() => expect(document.activeElement).toBe(sendNow));
    expect(within(season).queryByText(/Successfully sent/)).toBeNull();
    expect(within(season).queryByRole('alertdialog')).toBeNull();
    // The birthday section was not touched.
    expect(api.sendReminders).toHaveBeenCalledTimes(2);
  });

  it('says "1 reminder" for one', async () => {
    api.sendReminders
      .mockResolvedValueOnce({ sent: 1, message: 'Due.', dryRun: true })
      .mockResolvedValueOnce({ sent: 1, message: 'Done.' });
    const user = userEvent.setup();
    renderPage();
    const birthday = region('Birthday reminders');
    await user.click(within(birthday).getByRole('button', { name: 'Send Now' }));
    const dialog = await within(birthday).findByRole('alertdialog');
    expect(dialog.textContent).toContain('Send Now will e-mail 1 parent now. Due.');
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 e-mail' }));
    expect(await within(birthday).findByText('Successfully sent 1 reminder. Done.')).toBeTruthy();
    expect(api.sendReminders).toHaveBeenLastCalledWith('s1', 'birthday');
  });

  it("shows the server's error text without the status, else each type's fallback", async () => {
    api.sendReminders
      .mockRejectedValueOnce(new CallableError('api/server-error', 'The mail queue is full [500]'))
      .mockRejectedValueOnce(new CallableError('api/server-error', 'INTERNAL'))
      .mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    const birthday = region('Birthday reminders');
    await user.click(within(birthday).getByRole('button', { name: 'Send Now' }));
    expect(await within(birthday).findByText('The mail queue is full')).toBeTruthy();
    // The button is back, and has the focus again.
    expect(document.activeElement).toBe(within(birthday).getByRole('button', { name: 'Send Now' }));

    await user.click(within(birthday).getByRole('button', { name: 'Send Now' }));
    expect(await within(birthday).findByText('Failed to trigger birthday reminders')).toBeTruthy();

    const season = region('Season reminders');
    await user.click(within(season).getByRole('button', { name: 'Send Now' }));
    expect(await within(season).findByText('Failed to trigger season reminders')).toBeTruthy();
  });
});

describe('Email Settings: what the test e-mails start with', () => {
  it('previews in Swedish (the admin market, SE) for an admin browsing in English (US)', async () => {
    renderPage('en-US');
    const season = region('Season reminder test e-mail');
    const birthday = region('Birthday reminder test e-mail');
    expect(await within(season).findByText('season sv')).toBeTruthy();
    expect(await within(birthday).findByText('birthday sv')).toBeTruthy();
    for (const section of [season, birthday]) {
      const select = within(section).getByLabelText('Language') as HTMLSelectElement;
      expect(select.value).toBe('sv');
      expect(select.selectedOptions[0]?.textContent).toBe('Svenska');
    }
    expect(api.previewReminderEmail).toHaveBeenCalledWith('s1', 'sv', { type: 'season' });
    expect(api.previewReminderEmail).toHaveBeenCalledWith('s1', 'sv', { type: 'birthday' });
    // Nothing in English (US), imperial, was asked for.
    expect(api.previewReminderEmail.mock.calls.map((call) => call[1] as string)).not.toContain(
      'en-US',
    );
  });

  it('previews in Swedish for an admin browsing in Swedish or in English (UK) too', async () => {
    for (const lang of ['sv', 'en'] as const) {
      api.previewReminderEmail.mockClear();
      const { unmount } = renderPage(lang);
      expect(
        await within(region('Season reminder test e-mail')).findByText('season sv'),
      ).toBeTruthy();
      expect(api.previewReminderEmail).toHaveBeenCalledWith('s1', 'sv', { type: 'season' });
      unmount();
    }
  });

  it('fills every Send Test address with the signed-in admin’s, which stays editable', async () => {
    api.sendReminderTestEmail.mockResolvedValue({ queued: true });
    api.sendWelcomeTestEmail.mockResolvedValue({ queued: true });
    const user = userEvent.setup();
    renderPage();
    const sections = [
      region('Season reminder test e-mail'),
      region('Birthday reminder test e-mail'),
      region('Welcome e-mail test'),
    ];
    for (const section of sections) {
      expect(addressField(section).value).toBe(adminEmail);
      expect(
        (within(section).getByRole('button', { name: 'Send Test' }) as HTMLButtonElement).disabled,
      ).toBe(false);
    }
    const [season, birthday, welcome] = sections as [HTMLElement, HTMLElement, HTMLElement];

    // Sent as it is: to the admin.
    await user.click(within(season).getByRole('button', { name: 'Send Test' }));
    await within(season).findByText('Test email sent successfully! Please check your inbox.');
    expect(api.sendReminderTestEmail).toHaveBeenLastCalledWith('s1', 'sv', adminEmail, {
      type: 'season',
    });
    await user.click(within(welcome).getByRole('button', { name: 'Send Test' }));
    await within(welcome).findByText('Welcome email sent successfully! Please check your inbox.');
    expect(api.sendWelcomeTestEmail).toHaveBeenCalledWith('s1', adminEmail);

    // Or to another address typed over it.
    await typeAddress(user, birthday, 'colleague@example.com');
    await user.click(within(birthday).getByRole('button', { name: 'Send Test' }));
    await within(birthday).findByText(
      'Test birthday email sent successfully! Please check your inbox.',
    );
    expect(api.sendReminderTestEmail).toHaveBeenLastCalledWith(
      's1',
      'sv',
      'colleague@example.com',
      { type: 'birthday' },
    );
  });
});

describe('Email Settings: season test e-mail', () => {
  it('previews the real template in the admin market’s language, in a sandboxed frame', async () => {
    renderPage();
    const section = region('Season reminder test e-mail');
    expect(await within(section).findByText('season sv')).toBeTruthy();
    const frame = within(section).getByTitle('E-mail preview: season sv');
    expect(frame.tagName).toBe('IFRAME');
    // Scripts for the preview page's own, in an opaque origin; the HTML is posted once it loads.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/email-preview.html');
    // jsdom loads no frame: the frame's window stands in for it.
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    fireEvent.load(frame);
    expect(post).toHaveBeenCalledWith(
      { type: 'sprout-email-preview', html: '<p>season sv in HTML</p>' },
      '*',
    );
    expect(within(section).getByText('season sv as text')).toBeTruthy();
    expect(api.previewReminderEmail).toHaveBeenCalledWith('s1', 'sv', { type: 'season' });
  });

  it('previews and sends in another language when one is chosen', async () => {
    api.sendReminderTestEmail.mockResolvedValueOnce({ queued: true });
    const user = userEvent.setup();
    renderPage();
    const section = region('Season reminder test e-mail');
    await user.selectOptions(within(section).getByLabelText('Language'), 'en-US');
    expect(await within(section).findByText('season en-US')).toBeTruthy();
    await typeAddress(user, section, ' Ops@Example.com ');
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(
      await within(section).findByText('Test email sent successfully! Please check your inbox.'),
    ).toBeTruthy();
    expect(api.sendReminderTestEmail).toHaveBeenCalledWith('s1', 'en-US', 'ops@example.com', {
      type: 'season',
    });
  });

  it('shows Retry when the preview fails, and the fallback or server text when sending fails', async () => {
    api.previewReminderEmail.mockRejectedValueOnce(new Error('offline'));
    api.sendReminderTestEmail
      .mockRejectedValueOnce(
        new CallableError('validation/invalid-format', 'Invalid request [400]'),
      )
      .mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    const section = region('Season reminder test e-mail');
    expect(await within(section).findByText('Failed to load the preview')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('season sv')).toBeTruthy();

    await typeAddress(user, section, 'ops@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(await within(section).findByText('Invalid request')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(await within(section).findByText('Failed to send test email')).toBeTruthy();
  });
});

describe('Email Settings: birthday test e-mail', () => {
  it('leaves the empty optional fields out of the request', async () => {
    api.sendReminderTestEmail.mockResolvedValue({ queued: true });
    const user = userEvent.setup();
    renderPage();
    const section = region('Birthday reminder test e-mail');
    await user.type(within(section).getByLabelText('Child’s name (optional)'), '  Alva ');
    await user.type(within(section).getByLabelText('Birth date (optional)'), '   ');
    await typeAddress(user, section, 'ops@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(
      await within(section).findByText(
        'Test birthday email sent successfully! Please check your inbox.',
      ),
    ).toBeTruthy();
    const [session, language, email, test] = api.sendReminderTestEmail.mock.calls[0] as [
      string,
      string,
      string,
      Record<string, unknown>,
    ];
    expect([session, language, email]).toEqual(['s1', 'sv', 'ops@example.com']);
    expect(Object.keys(test).sort()).toEqual(['childName', 'type']);
    expect(test).toEqual({ type: 'birthday', childName: 'Alva' });

    // Send Another keeps the fields; the age is sent as a whole number.
    await user.click(within(section).getByRole('button', { name: 'Send Another' }));
    await user.type(within(section).getByLabelText('Upcoming age (optional)'), ' 5 ');
    await user.type(within(section).getByLabelText('Birth date (optional)'), '14 March 2021');
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    await waitFor(() => expect(api.sendReminderTestEmail).toHaveBeenCalledTimes(2));
    expect(api.sendReminderTestEmail.mock.calls[1]?.[3]).toStrictEqual({
      type: 'birthday',
      childName: 'Alva',
      birthDate: '14 March 2021',
      upcomingAge: 5,
    });
  });

  it('renders the preview again from the fields as typed, and refuses an age that is no whole number', async () => {
    const user = userEvent.setup();
    renderPage();
    const section = region('Birthday reminder test e-mail');
    expect(await within(section).findByText('birthday sv')).toBeTruthy();
    expect(api.previewReminderEmail).toHaveBeenCalledWith('s1', 'sv', { type: 'birthday' });

    await user.type(within(section).getByLabelText('Child’s name (optional)'), 'Noor');
    expect(await within(section).findByText('birthday sv Noor')).toBeTruthy();
    // The preview waits for the typing to stop: one request for the name, not one per letter.
    const withName = api.previewReminderEmail.mock.calls.filter(
      (call) => (call[2] as { childName?: string }).childName !== undefined,
    );
    expect(withName).toEqual([['s1', 'sv', { type: 'birthday', childName: 'Noor' }]]);

    await user.type(within(section).getByLabelText('Upcoming age (optional)'), '5.5');
    await typeAddress(user, section, 'ops@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(await within(section).findByText('Please enter a valid number')).toBeTruthy();
    expect(api.sendReminderTestEmail).not.toHaveBeenCalled();
    // The last good preview stays.
    expect(within(section).getByText('birthday sv Noor')).toBeTruthy();
  });

  it("shows the server's text or 'Failed to send test birthday email'", async () => {
    api.sendReminderTestEmail
      .mockRejectedValueOnce(new CallableError('api/server-error', 'Template missing [500]'))
      .mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    const section = region('Birthday reminder test e-mail');
    await typeAddress(user, section, 'ops@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(await within(section).findByText('Template missing')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(await within(section).findByText('Failed to send test birthday email')).toBeTruthy();
  });
});

describe('Email Settings: welcome test e-mail', () => {
  it('keeps Send Test disabled while the address is empty or a send is under way', async () => {
    const call = deferred<{ queued: true }>();
    api.sendWelcomeTestEmail.mockReturnValueOnce(call.promise);
    const user = userEvent.setup();
    renderPage();
    const section = region('Welcome e-mail test');
    const button = () =>
      within(section).getByRole('button', { name: /Send Test|Sending…/ }) as HTMLButtonElement;
    // The admin's own address is there to start with.
    expect(button().disabled).toBe(false);
    const field = addressField(section);
    await user.clear(field);
    expect(button().disabled).toBe(true);
    await user.type(field, '   ');
    expect(button().disabled).toBe(true);
    await user.clear(field);
    await user.tab();
    expect(await within(section).findByText('Please enter an email address')).toBeTruthy();

    await user.type(field, 'someone@example.com');
    expect(button().disabled).toBe(false);
    await user.click(button());
    expect(button().textContent).toBe('Sending…');
    expect(button().disabled).toBe(true);
    call.resolve({ queued: true });
    expect(
      await within(section).findByText('Welcome email sent successfully! Please check your inbox.'),
    ).toBeTruthy();
    expect(api.sendWelcomeTestEmail).toHaveBeenCalledWith('s1', 'someone@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send Another' }));
    expect((within(section).getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'someone@example.com',
    );
  });

  it("shows the server's text, without the status, or the fallback", async () => {
    api.sendWelcomeTestEmail
      .mockRejectedValueOnce(new CallableError('api/server-error', 'Mail queue unavailable [500]'))
      .mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    const section = region('Welcome e-mail test');
    await typeAddress(user, section, 'someone@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(await within(section).findByText('Mail queue unavailable')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Send Test' }));
    expect(await within(section).findByText('Failed to send welcome email')).toBeTruthy();
  });
});
