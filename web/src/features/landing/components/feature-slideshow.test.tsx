import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { AUTO_ADVANCE_MS, FeatureSlideshow, MANUAL_PAUSE_MS } from './feature-slideshow';

function renderSlideshow() {
  return renderAt('/en', '/:lang', <FeatureSlideshow />);
}

/** The one slide assistive tech can see. */
function currentSlide() {
  return screen.getByRole('group');
}

/** Moves the clock in small steps, so React renders and re-arms its timeouts in between. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, left));
    });
  }
}

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('FeatureSlideshow', () => {
  beforeEach(async () => {
    await activateLanguage('en');
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
    document.dir = '';
  });

  it('follows the APG carousel pattern', () => {
    const { container } = renderSlideshow();
    const carousel = screen.getByRole('region', { name: 'Sprout highlights' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');

    const slide = currentSlide();
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expect(slide.getAttribute('aria-label')).toBe('1 of 5');
    expect(within(slide).getByRole('heading', { name: 'Instant fit' })).toBeTruthy();

    const all = screen.getAllByRole('group', { hidden: true });
    expect(all).toHaveLength(5);
    for (const hidden of all.slice(1)) {
      expect(hidden.getAttribute('aria-hidden')).toBe('true');
      expect(hidden.hasAttribute('inert')).toBe(true);
    }

    const live = slide.parentElement;
    expect(live?.getAttribute('aria-live')).toBe('off');
    for (const name of ['Previous slide', 'Next slide', 'Pause slideshow']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-controls')).toBe(live?.id);
    }
    const dots = [1, 2, 3, 4, 5].map((n) =>
      screen.getByRole('button', { name: `Show slide ${n}` }),
    );
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
      null,
      null,
    ]);

    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/slides/instant-fit.svg',
      '/slides/size-forecast.svg',
      '/slides/size-converter.svg',
      '/slides/easy-sharing.svg',
      '/slides/free-fast.svg',
    ]);
    for (const [i, img] of images.entries()) {
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('width')).toBe('480');
      expect(img.getAttribute('height')).toBe('320');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('loading')).toBe(i === 0 ? null : 'lazy');
    }
  });

  it('advances every 5 s and wraps around', () => {
    renderSlideshow();
    advance(AUTO_ADVANCE_MS - 1);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    advance(1);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    expect(screen.getByRole('heading', { name: 'Future size forecast' })).toBeTruthy();
    advance(AUTO_ADVANCE_MS * 4);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
  });

  it('holds for 10 s after a manual change, then rotates again', () => {
    renderSlideshow();
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    expect(currentSlide().parentElement?.getAttribute('aria-live')).toBe('polite');

    advance(AUTO_ADVANCE_MS);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    advance(MANUAL_PAUSE_MS - AUTO_ADVANCE_MS);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    expect(currentSlide().parentElement?.getAttribute('aria-live')).toBe('off');

    advance(AUTO_ADVANCE_MS);
    expect(currentSlide().getAttribute('aria-label')).toBe('3 of 5');
  });

  it('restarts the hold on every manual change, dots included', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('4 of 5');
    expect(screen.getByRole('button', { name: 'Show slide 4' }).getAttribute('aria-current')).toBe(
      'true',
    );
    advance(8000);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    advance(MANUAL_PAUSE_MS + AUTO_ADVANCE_MS - 1);
    expect(currentSlide().getAttribute('aria-label')).toBe('3 of 5');
    advance(1);
    expect(currentSlide().getAttribute('aria-label')).toBe('4 of 5');
  });

  it('stops with the Pause button and starts again with Play', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(AUTO_ADVANCE_MS * 4);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    expect(currentSlide().parentElement?.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
    advance(AUTO_ADVANCE_MS);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
  });

  it('does not move at all when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    renderSlideshow();
    advance(AUTO_ADVANCE_MS * 4);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    expect(currentSlide().parentElement?.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
  });

  it('rotates when reduced motion is not asked for', () => {
    mockReducedMotion(false);
    renderSlideshow();
    advance(AUTO_ADVANCE_MS);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
  });

  it('stops while the pointer hovers', () => {
    renderSlideshow();
    const carousel = screen.getByRole('region', { name: 'Sprout highlights' });
    fireEvent.pointerEnter(carousel);
    advance(AUTO_ADVANCE_MS * 3);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    fireEvent.pointerLeave(carousel);
    advance(AUTO_ADVANCE_MS);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
  });

  it('stops while keyboard focus is inside', () => {
    renderSlideshow();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(AUTO_ADVANCE_MS * 3);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    act(() => next.blur());
    advance(AUTO_ADVANCE_MS);
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
  });

  it('moves with the arrow keys', () => {
    renderSlideshow();
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(currentSlide().getAttribute('aria-label')).toBe('5 of 5');
    // Alt+Left is the browser's Back.
    fireEvent.keyDown(next, { key: 'ArrowLeft', altKey: true });
    expect(currentSlide().getAttribute('aria-label')).toBe('5 of 5');
  });

  it('swaps the arrow keys in right-to-left pages', () => {
    document.dir = 'rtl';
    renderSlideshow();
    const carousel = screen.getByRole('region', { name: 'Sprout highlights' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 5');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
  });
});
