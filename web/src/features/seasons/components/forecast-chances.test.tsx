import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatSizeForMarket, type Prediction } from '@sprout/core';
import { activateLanguage, loadPageCatalog } from '../../../lib/i18n';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { renderAt } from '../../../testing/render';
import { PredictionCard } from './season-forecast';

/** A point as the forecast stored it before the chances existed. */
const older: Prediction = {
  id: 'autumn-2026',
  step: 1,
  season: 'autumn',
  year: 2026,
  date: '2026-09-01',
  ageMonths: 78,
  height: { value: 121.3, low: 118.2, high: 124.4 },
  footLength: { value: 19.6, low: 19.1, high: 20.1, estimated: false },
  confidence: 0.9,
  accuracy: 'high',
  clothingSize: 122,
  shoeSize: 31,
  generatedAt: '2026-06-15T00:00:00Z',
};
/** The same point as the new model makes it. */
const withChances: Prediction = {
  ...older,
  clothingChance: 0.72,
  clothingAdvice: { sizes: [116, 122], buy: 122 },
  shoeChance: 0.83,
};

/** What a reader sees: isolates (invisible) removed, no-break spaces as spaces. */
const seen = (element: HTMLElement | null) =>
  element?.textContent?.replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');

/** The card of an American parent (US sizes first) on the English page. */
const renderCard = (point: Prediction) =>
  renderAt(
    '/en-US/season/autumn',
    '/:lang/season/:season',
    <PredictionCard point={point} market="US" wearsShoes />,
  );

beforeEach(async () => {
  await activateLanguage('en-US');
  usePreferencesStore.setState({ measurementSystem: 'metric' });
});
afterEach(() => {
  usePreferencesStore.setState({ measurementSystem: null });
});

describe('the forecast’s chances on the season page', () => {
  it('names the likely heights once: in the chance sentence, or beside the height without it', () => {
    const { unmount } = renderCard(withChances);
    const times = () => (document.body.textContent ?? '').split('124.4').length - 1;
    expect(times()).toBe(1);
    expect(seen(screen.getByTestId('forecast-chance-clothing'))).toContain('118.2 to 124.4 cm');
    unmount();
    renderCard(older);
    expect(times()).toBe(1);
    expect(seen(document.body)).toContain('Height about 121.3 cm (likely 118.2–124.4 cm)');
  });

  it('says how many of 10 children fit the size, in the user’s size system, with the range', () => {
    renderCard(withChances);
    // US sizes first, as the sizes card shows them.
    expect(seen(screen.getByTestId('forecast-chance-clothing'))).toBe(
      'About 7 in 10 children with this history fit size 6X (EU 122) in autumn, at a likely height of 118.2 to 124.4 cm.',
    );
    expect(formatSizeForMarket('US', 122, 'clothing')).toBe('6X (EU 122)');
    expect(seen(screen.getByTestId('forecast-chance-advice'))).toBe(
      `Likely between ${formatSizeForMarket('US', 116, 'clothing')} and 6X (EU 122): choose 6X (EU 122) for room to grow.`,
    );
    expect(seen(screen.getByTestId('forecast-chance-shoes'))).toBe(
      `About 8 in 10 fit shoe size ${formatSizeForMarket('US', 31, 'shoes')}.`,
    );
    // One statement: no accuracy label that could say otherwise (issue 28); the bar shows the
    // same chance, and the statement is its name.
    expect(screen.queryByText(/accuracy/i)).toBeNull();
    const bar = screen.getByRole('meter', { name: /^About 7 in 10 children with this history/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('72');
  });

  it('gives the range in inches to an imperial family', () => {
    usePreferencesStore.setState({ measurementSystem: 'imperial' });
    renderCard(withChances);
    expect(seen(screen.getByTestId('forecast-chance-clothing'))).toContain(
      'at a likely height of 46.5 to 49 in.',
    );
  });

  it('says almost all above 0.95, fewer than 1 in 10 below 0.05, and 1 in 10 between', () => {
    const { unmount } = renderCard({ ...withChances, clothingChance: 0.97, shoeChance: 0.02 });
    expect(seen(screen.getByTestId('forecast-chance-clothing'))).toMatch(
      /^Almost all children with this history fit size 6X \(EU 122\) in autumn/,
    );
    expect(seen(screen.getByTestId('forecast-chance-shoes'))).toMatch(
      /^Fewer than 1 in 10 fit shoe size /,
    );
    unmount();
    renderCard({ ...withChances, clothingChance: 0.08 });
    expect(seen(screen.getByTestId('forecast-chance-clothing'))).toMatch(
      /^About 1 in 10 children with this history/,
    );
  });

  it('asks for a foot measurement when the shoe forecast is estimated from height', () => {
    renderCard({
      ...withChances,
      shoeChance: undefined,
      footLength: { ...withChances.footLength, estimated: true },
    });
    expect(screen.queryByTestId('forecast-chance-shoes')).toBeNull();
    expect(seen(screen.getByTestId('forecast-chance-foot-estimated'))).toBe(
      'Estimated from height: measure the foot for a better shoe forecast.',
    );
  });

  it('shows nothing new on a point stored before the chances existed', () => {
    renderCard({ ...older, footLength: { ...older.footLength, estimated: true } });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/in 10|Estimated from height/)).toBeNull();
    expect(screen.queryByText(/accuracy/i)).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('reads as a sentence of the page’s language (Swedish: EU sizes, a decimal comma)', async () => {
    await activateLanguage('sv');
    await loadPageCatalog();
    renderAt(
      '/sv/season/autumn',
      '/:lang/season/:season',
      <PredictionCard point={withChances} market="SE" wearsShoes />,
    );
    expect(seen(screen.getByTestId('forecast-chance-clothing'))).toBe(
      'Ungefär 7 av 10 barn med samma tillväxt hittills passar i storlek EU 122 på hösten, med en trolig längd på 118,2 till 124,4 cm.',
    );
  });
});

describe('a baby’s season forecast', () => {
  // A girl of 1 month on 1 December: 58 cm then, 64 cm on 1 March (sizes 62, then 68).
  const baby: Prediction = {
    ...withChances,
    id: 'winter-2026',
    step: 1,
    season: 'winter',
    date: '2026-12-01',
    ageMonths: 1,
    height: { value: 58, low: 56.5, high: 59.5 },
    clothingSize: 62,
    clothingAdvice: undefined,
  };
  const spring: Prediction = {
    ...baby,
    id: 'spring-2027',
    step: 2,
    season: 'spring',
    year: 2027,
    date: '2027-03-01',
    height: { value: 64, low: 62, high: 66 },
    clothingSize: 68,
  };

  it('says when the size stops fitting and which comes next, and no shoes before walking', () => {
    renderAt(
      '/en-US/season/winter',
      '/:lang/season/:season',
      <PredictionCard point={baby} next={spring} market="US" wearsShoes={false} />,
    );
    expect(seen(screen.getByTestId('forecast-chance-until-0'))).toBe(
      'Fits 3M (EU 62) until about January 1, then 6M (EU 68).',
    );
    // The chance is for the size at the start of the season, not all winter.
    expect(seen(screen.getByTestId('forecast-chance-clothing'))).toMatch(
      /fit size 3M \(EU 62\) at the start of winter,/,
    );
    expect(screen.queryByTestId('season-shoes')).toBeNull();
    expect(screen.queryByTestId('forecast-chance-shoes')).toBeNull();
    expect(screen.getByTestId('no-shoes')).toBeTruthy();
  });
});
