import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { languages } from '@sprout/core';
import { formatNumber } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { slides as featureSlides, type Slide } from './slides';
import './slideshow.css';

/** Time each slide is shown while the slideshow rotates. */
export const AUTO_ADVANCE_MS = 5000;
/** After a manual change, rotation waits this long before it resumes. */
export const MANUAL_PAUSE_MS = 10000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

type Props = {
  slides?: readonly Slide[];
  /** Level of the slide titles, to fit the page outline around the slideshow. */
  headingLevel?: 2 | 3;
};

/**
 * The landing page's feature carousel, after the W3C APG carousel pattern: rotation that stops on
 * hover, keyboard focus, a manual change (for MANUAL_PAUSE_MS), the Pause button and reduced motion.
 */
export function FeatureSlideshow({ slides = featureSlides, headingLevel = 2 }: Props) {
  const { t, i18n } = useLingui();
  const slidesId = useId();
  const slideCount = slides.length;
  const intl = languages[useRouteLanguage()].intl;
  const total = formatNumber(slideCount, intl, 0);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Bumped by every manual change, so a second change restarts the pause; 0 = no pause.
  const [manualChange, setManualChange] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // A focus that follows a pointer press is a click, not keyboard navigation.
  const pointerPressed = useRef(false);
  // Pressing Play inside the carousel overrides the focus stop until focus leaves.
  const playedInside = useRef(false);

  const current = Math.min(index, slideCount - 1);
  const rotating =
    slideCount > 1 && !reducedMotion && !paused && manualChange === 0 && !hovered && !keyboardFocus;

  // A timeout per slide rather than an interval: any change of slide restarts the full 5 s.
  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % slideCount), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [rotating, current, slideCount]);

  useEffect(() => {
    if (manualChange === 0) return;
    const id = window.setTimeout(() => setManualChange(0), MANUAL_PAUSE_MS);
    return () => window.clearTimeout(id);
  }, [manualChange]);

  if (slideCount === 0) return null;

  const goTo = (next: number) => {
    setIndex((next + slideCount) % slideCount);
    setManualChange((n) => n + 1);
  };

  const togglePlay = () => {
    if (paused) {
      // An explicit Play wins over the hover, focus and manual-change stops.
      setManualChange(0);
      setHovered(false);
      setKeyboardFocus(false);
      playedInside.current = true;
    }
    setPaused(!paused);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // In a right-to-left page the next slide lies to the left.
    const forward = (event.key === 'ArrowRight') !== (document.dir === 'rtl');
    event.preventDefault();
    goTo(current + (forward ? 1 : -1));
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const entering = !event.currentTarget.contains(event.relatedTarget);
    if (entering) playedInside.current = false;
    const fromPointer = pointerPressed.current;
    pointerPressed.current = false;
    if (!fromPointer && !playedInside.current) setKeyboardFocus(true);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setKeyboardFocus(false);
    playedInside.current = false;
  };

  // Touch has no hover: a tap would otherwise leave the slideshow stopped.
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') setHovered(true);
  };

  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    // The arrow keys act on the whole carousel, whichever of its controls has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={t`Sprout highlights`}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={() => {
        pointerPressed.current = true;
      }}
      onPointerUp={() => {
        pointerPressed.current = false;
      }}
    >
      {/* First in the tab order (APG), shown in the controls row. */}
      {slideCount > 1 && !reducedMotion ? (
        <button
          type="button"
          className="slideshow__button slideshow__toggle"
          aria-controls={slidesId}
          onClick={togglePlay}
        >
          <Icon path={paused ? 'M8 5v14l11-7z' : 'M8 5v14M16 5v14'} />
          <span className="visually-hidden">{paused ? t`Play slideshow` : t`Pause slideshow`}</span>
        </button>
      ) : null}
      <div className="slideshow__slides" id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === current;
          const position = formatNumber(i + 1, intl, 0);
          return (
            <div
              key={slide.id}
              className={active ? 'slideshow__slide slideshow__slide--active' : 'slideshow__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${position} of ${total}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              <img
                className="slideshow__image"
                src={slide.image}
                width={480}
                height={320}
                alt=""
                decoding="async"
                {...(i === 0 ? {} : { loading: 'lazy' as const })}
              />
              <div className="slideshow__body">
                <Heading className="slideshow__title">{i18n._(slide.title)}</Heading>
                <p className="slideshow__text">{i18n._(slide.text)}</p>
              </div>
            </div>
          );
        })}
      </div>
      {slideCount > 1 ? (
        <div className="slideshow__nav">
          <button
            type="button"
            className="slideshow__button"
            aria-controls={slidesId}
            onClick={() => goTo(current - 1)}
          >
            <Icon className="slideshow__arrow" path="M15 5l-7 7 7 7" />
            <span className="visually-hidden">{t`Previous slide`}</span>
          </button>
          <div className="slideshow__dots">
            {slides.map((slide, i) => {
              const position = formatNumber(i + 1, intl, 0);
              return (
                <button
                  key={slide.id}
                  type="button"
                  className="slideshow__dot"
                  aria-controls={slidesId}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => goTo(i)}
                >
                  <span className="visually-hidden">{t`Show slide ${position}`}</span>
                </button>
              );
            })}
          </div>
          <button
            type="button"
            className="slideshow__button"
            aria-controls={slidesId}
            onClick={() => goTo(current + 1)}
          >
            <Icon className="slideshow__arrow" path="M9 5l7 7-7 7" />
            <span className="visually-hidden">{t`Next slide`}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
