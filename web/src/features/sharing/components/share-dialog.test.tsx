import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { ShareDialog } from './share-dialog';

const api = vi.hoisted(() => ({ createShare: vi.fn() }));
vi.mock('../api/sharing', () => ({
  ...api,
  shareUrl: (token: string) => `https://sprout.test/share/${token}`,
}));

const token = '7d444840-9dc0-4b1a-8f3e-3a2c1b0e9f11';
const url = `https://sprout.test/share/${token}`;

function renderDialog() {
  return render(
    <I18nProvider i18n={i18n}>
      <ShareDialog childId="c1" childName="Emma" onClose={vi.fn()} />
    </I18nProvider>,
  );
}

/** Sets (or with undefined removes) a navigator member the test DOM may lack. */
function setNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  if (value === undefined) Reflect.deleteProperty(navigator, name);
  else Object.defineProperty(navigator, name, { configurable: true, value });
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

beforeEach(async () => {
  api.createShare.mockReset();
  api.createShare.mockResolvedValue({
    token,
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  await activateLanguage('en-US');
});

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('canShare', undefined);
  setNavigator('clipboard', undefined);
});

describe('ShareDialog', () => {
  it('offers "Can view" by default, and creates a follower link', async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = screen.getByRole('radio', { name: 'Can view' }) as HTMLInputElement;
    expect(view.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'What may they do?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    expect(api.createShare).toHaveBeenCalledWith('c1', 7, 'follower');
    expect(await screen.findByLabelText('Share link')).toBeTruthy();
  });

  it('creates a single-use guardian invitation with "Can record", chosen by keyboard', async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = screen.getByRole('radio', { name: 'Can view' });
    view.focus();
    // Arrow keys move through a radio group and select (the browser's own radios).
    await user.keyboard('{ArrowRight}');
    const record = screen.getByRole('radio', { name: 'Can record' }) as HTMLInputElement;
    expect(record.checked).toBe(true);
    expect(
      screen.getByText(
        'They can add and correct measurements and edit Emma’s details. The invitation works once.',
      ),
    ).toBeTruthy();
    expect(record.getAttribute('aria-describedby')).toBe('share-role-hint');
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    expect(api.createShare).toHaveBeenCalledWith('c1', 7, 'guardian');
    expect((await screen.findByLabelText('Invitation link')).getAttribute('value')).toBe(url);
    const mail = screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(mail)).toContain('record Emma’s growth');
  });

  it('sends through the phone’s share sheet where there is one, naming the role, and a closed sheet is no error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    setNavigator('share', share);
    setNavigator('canShare', () => true);
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Can record' }));
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    await user.click(await screen.findByRole('button', { name: 'Send the link…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Record Emma’s growth with me on Sprout',
      text: 'I’m inviting you to record Emma’s growth in Sprout: you can add and correct measurements. Open this link to accept the invitation (it works once):',
      url,
    });
    expect(screen.queryByText('The share sheet did not open. Copy the link instead.')).toBeNull();
    // Copying stays beside it.
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('says so when the share sheet fails for another reason', async () => {
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')));
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    await user.click(await screen.findByRole('button', { name: 'Send the link…' }));
    expect(
      await screen.findByText('The share sheet did not open. Copy the link instead.'),
    ).toBeTruthy();
  });

  it('copies the link where there is no share sheet, or it refuses the address', async () => {
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard of its own on the navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    await screen.findByLabelText('Share link');
    expect(screen.queryByRole('button', { name: 'Send the link…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Copied!')).toBeTruthy();
  });

  it('hides the share sheet when canShare refuses the address', async () => {
    setNavigator('share', vi.fn());
    setNavigator('canShare', () => false);
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    await screen.findByLabelText('Share link');
    expect(screen.queryByRole('button', { name: 'Send the link…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
