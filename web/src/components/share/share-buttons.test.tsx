import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { activateLanguage } from '../../lib/i18n';
import { COPY_CONFIRMATION_MS, ShareButtons } from './share-buttons';
import {
  emailUrl,
  facebookUrl,
  linkedinUrl,
  pinterestUrl,
  shareNetworks,
  shareUrl,
  telegramUrl,
  whatsappUrl,
  xUrl,
  type SharePayload,
} from './share-links';

// Every character that means something in a URL, plus non-ASCII.
const tricky: SharePayload = {
  url: 'https://sprout.example/en?ref=a&b=c+d#top',
  title: 'Sprout — sizes & more',
  text: 'Fits 100% / 2 × "free"? Yes! مقاسات 👕',
};

const enc = encodeURIComponent;

describe('share links', () => {
  it('encodes every parameter', () => {
    const { url, title, text } = tricky;
    expect(facebookUrl(tricky)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`);
    expect(facebookUrl(tricky)).toContain(
      'u=https%3A%2F%2Fsprout.example%2Fen%3Fref%3Da%26b%3Dc%2Bd%23top',
    );
    expect(linkedinUrl(tricky)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    );
    expect(xUrl(tricky)).toBe(`https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(text)}`);
    expect(telegramUrl(tricky)).toBe(`https://t.me/share/url?url=${enc(url)}&text=${enc(text)}`);
    expect(pinterestUrl(tricky)).toBe(
      `https://pinterest.com/pin/create/button/?url=${enc(url)}&description=${enc(text)}`,
    );
    expect(whatsappUrl(tricky)).toBe(`https://wa.me/?text=${enc(`${text} ${url}`)}`);
    expect(emailUrl(tricky)).toBe(`mailto:?subject=${enc(title)}&body=${enc(`${text}\n\n${url}`)}`);
  });

  it('round-trips through a URL parser unchanged', () => {
    for (const network of ['x', 'telegram', 'pinterest', 'linkedin'] as const) {
      const params = new URL(shareUrl(network, tricky)).searchParams;
      expect(params.get('url')).toBe(tricky.url);
    }
    expect(new URL(xUrl(tricky)).searchParams.get('text')).toBe(tricky.text);
    expect(new URL(facebookUrl(tricky)).searchParams.get('u')).toBe(tricky.url);
    expect(new URL(whatsappUrl(tricky)).searchParams.get('text')).toBe(
      `${tricky.text} ${tricky.url}`,
    );
  });

  it('writes spaces in e-mails as %20, never +', () => {
    const mail = emailUrl({ url: 'https://sprout.example/', title: 'a b', text: 'c d' });
    expect(mail).toBe('mailto:?subject=a%20b&body=c%20d%0A%0Ahttps%3A%2F%2Fsprout.example%2F');
  });

  it('copes with an empty text', () => {
    const bare: SharePayload = { url: 'https://sprout.example/', title: 'Sprout', text: '' };
    expect(whatsappUrl(bare)).toBe(`https://wa.me/?text=${enc(bare.url)}`);
    expect(emailUrl(bare)).toBe(`mailto:?subject=Sprout&body=${enc(bare.url)}`);
    expect(pinterestUrl(bare)).toContain('&description=Sprout');
  });
});

describe('ShareButtons', () => {
  beforeEach(async () => {
    await activateLanguage('en');
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  function renderButtons() {
    return renderAt('/en', '/:lang', <ShareButtons {...tricky} />);
  }

  it('links to every network with encoded addresses', () => {
    renderButtons();
    const names: Record<(typeof shareNetworks)[number], string> = {
      whatsapp: 'Share on WhatsApp',
      facebook: 'Share on Facebook',
      x: 'Share on X',
      telegram: 'Share on Telegram',
      pinterest: 'Share on Pinterest',
      linkedin: 'Share on LinkedIn',
      email: 'Share by e-mail',
    };
    expect(screen.getAllByRole('link')).toHaveLength(shareNetworks.length);
    for (const network of shareNetworks) {
      const link = screen.getByRole('link', { name: names[network] });
      expect(link.getAttribute('href')).toBe(shareUrl(network, tricky));
      if (network === 'email') {
        expect(link.hasAttribute('target')).toBe(false);
      } else {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(link.getAttribute('aria-describedby')).toBeTruthy();
      }
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('offers the native share sheet only where there is one', () => {
    renderButtons();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('opens the native share sheet with title, text and address, and ignores a cancel', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderButtons();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(share).toHaveBeenCalledWith({ title: tricky.title, text: tricky.text, url: tricky.url });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the link and confirms it for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderButtons();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(tricky.url);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Link copied');

    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1);
    });
    expect(status.textContent).toBe('Link copied');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status.textContent).toBe('');
  });

  it('says so when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderButtons();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Could not copy the link');
  });
});
