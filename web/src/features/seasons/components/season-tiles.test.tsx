import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Prediction } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { SeasonTiles } from './season-tiles';

const prediction: Prediction = {
  id: 'summer-2026',
  step: 0,
  season: 'summer',
  year: 2026,
  date: '2026-06-15',
  ageMonths: 51,
  height: { value: 101.6, low: 99.1, high: 104.1 },
  footLength: { value: 17.5, low: 17, high: 18, estimated: false },
  confidence: 0.95,
  accuracy: 'very-high',
  clothingSize: 104,
  shoeSize: 28,
  generatedAt: '2026-06-15T00:00:00Z',
};

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');

beforeEach(async () => {
  await activateLanguage('en-US');
});
afterEach(() => {
  usePreferencesStore.setState({ measurementSystem: null });
});

describe('SeasonTiles', () => {
  it('shows an imperial family the forecast height in inches', () => {
    usePreferencesStore.setState({ measurementSystem: 'imperial' });
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <SeasonTiles childId="c1" predictions={[prediction]} />,
    );
    expect(text(screen.getByRole('link'))).toContain('about 40 in');
    expect(text(screen.getByRole('link'))).not.toContain('cm');
  });

  it('states the next season’s clothing forecast in the season page’s words, and nothing else', () => {
    const autumn: Prediction = {
      ...prediction,
      id: 'autumn-2026',
      step: 1,
      season: 'autumn',
      date: '2026-09-01',
      height: { value: 103.4, low: 100.9, high: 105.9 },
      clothingSize: 110,
      clothingChance: 0.64,
      shoeChance: 0.8,
    };
    renderAt(
      '/en-US/dashboard',
      ':lang/dashboard',
      <SeasonTiles childId="c1" predictions={[prediction, autumn]} />,
    );
    expect(
      screen.getByTestId('forecast-chance-clothing').textContent?.replace(/[\u2068\u2069]/g, ''),
    ).toBe(
      'About 6 in 10 children with this history fit size 5 (EU 110) in autumn, at a likely height of 39.7 to 41.7\u00a0in.',
    );
    expect(screen.queryByTestId('forecast-chance-shoes')).toBeNull();
  });
});
