import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLanguage, loadPageCatalog } from '../../../lib/i18n';
import { renderAt } from '../../../testing/render';
import { LatestMeasurements } from './latest-measurements';

const latest = {
  measuredAt: '2026-11-20',
  height: 110,
  weight: 18.5,
  footLength: 17.2,
  percentiles: {
    height: { z: 0.4, percentile: 65.6, clamped: false, estimated: false },
    weight: { z: 0.5, percentile: 69.1, clamped: false, estimated: false },
    footLength: null,
  },
};

afterEach(async () => {
  await activateLanguage('en');
});

describe('LatestMeasurements', () => {
  it('says where the child stands in words, not percentiles', () => {
    renderAt(
      '/en/dashboard',
      ':lang/dashboard',
      <LatestMeasurements latest={latest} system="metric" />,
    );
    expect(screen.getByTestId('standing').textContent).toBe(
      'Taller than 66 of 100 children of the same age.Heavier than 69 of 100 children of the same age.',
    );
  });

  it('writes the counts in the page’s digits on an Arabic page', async () => {
    await activateLanguage('ar');
    await loadPageCatalog();
    renderAt(
      '/ar/dashboard',
      ':lang/dashboard',
      <LatestMeasurements latest={latest} system="metric" />,
    );
    const text = screen.getByTestId('standing').textContent ?? '';
    expect(text).toContain('٦٦');
    expect(text).not.toMatch(/[0-9]/);
  });
});
