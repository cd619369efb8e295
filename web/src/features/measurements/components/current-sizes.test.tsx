import { describe, expect, it, vi } from 'vitest';
import { ageInYears } from '@sprout/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { CurrentSizes } from './current-sizes';

// Born 2012-12-15: 12 years 11 months on 2025-11-20, 13 on 2025-12-15.
const birthDate = '2012-12-15';

function sizesCard(
  latest: Parameters<typeof CurrentSizes>[0]['latest'],
  gender: 'male' | 'female',
  market: 'SE' | 'US' = 'SE',
) {
  renderAt(
    '/en/dashboard',
    '/:lang/dashboard',
    <CurrentSizes
      latest={latest}
      ageYears={ageInYears(birthDate, latest.measuredAt)}
      gender={gender}
      market={market}
      wearsShoes
    />,
  );
  return {
    clothing: screen.getByTestId('clothing-size').textContent,
    note: screen.queryByTestId('clothing-size-note')?.textContent ?? null,
  };
}

const girl = { height: 160, footLength: 24, bust: 84, waist: 66, hips: 97 };

describe('CurrentSizes from 13', () => {
  it("shows a 13-year-old girl's women's size from bust, waist and hips in every system", () => {
    const card = sizesCard({ ...girl, measuredAt: '2025-12-15' }, 'female');
    expect(card.clothing).toBe('EU 38');
    expect(card.note).toBe("Women's size, from bust, waist and hips.");
    const table = screen.getByRole('table');
    const row = (system: string) =>
      within(table)
        .getByRole('rowheader', { name: system })
        .closest('tr')
        ?.querySelectorAll('td')[0]?.textContent;
    // CSV: female,38,88,72,97,10,12,11,14,10,S; CN 号/型 = 160/88.
    expect(['EU', 'US', 'UK', 'CN', 'JP', 'AU', 'CA'].map(row)).toEqual([
      '38',
      '10',
      '12',
      '160/88',
      '11',
      '14',
      '10',
    ]);
    expect(row('Letter size')).toBe('S');
  });

  it('keeps the children size for the same girl at 12 years 11 months', () => {
    const card = sizesCard({ ...girl, measuredAt: '2025-11-20' }, 'female');
    expect(card.clothing).toBe('EU 164');
    expect(card.note).toBeNull();
  });

  it("shows a 13-year-old boy's men's size from his chest, in the US standard for US", () => {
    const card = sizesCard(
      { height: 150, footLength: 24, chest: 92, measuredAt: '2025-12-15' },
      'male',
      'US',
    );
    expect(card.clothing).toBe('36 (EU 46)');
    expect(card.note).toBe("Men's size, from the chest measurement.");
  });

  it('asks for the chest when a tall teen has outgrown the teen height sizes', () => {
    const card = sizesCard({ height: 178, footLength: 27, measuredAt: '2026-06-01' }, 'male');
    expect(card.clothing).toBe('EU 176');
    expect(card.note).toBe(
      'Taller than the teen sizes: add a chest measurement for an adult size.',
    );
  });
});

describe('CurrentSizes in the page locale', () => {
  it('writes half shoe sizes with the decimal comma on a Swedish page', () => {
    // Foot 19 cm is EU 30 to buy, UK 11.5 (kids_shoe_sizes.csv).
    renderAt(
      '/sv/dashboard',
      '/:lang/dashboard',
      <CurrentSizes
        latest={{ height: 120, footLength: 19, measuredAt: '2020-06-01' }}
        ageYears={6}
        gender="male"
        market="SE"
        wearsShoes
      />,
    );
    const ukRow = screen.getByRole('rowheader', { name: 'UK' }).closest('tr');
    expect(ukRow?.querySelectorAll('td')[1]?.textContent).toBe('11,5');
  });
});

describe('CurrentSizes for a baby and from an old measurement', () => {
  it('shows no shoe size before the child walks, in the card or the size systems', () => {
    renderAt(
      '/en/dashboard',
      '/:lang/dashboard',
      <CurrentSizes
        latest={{ height: 58, footLength: 8.5, measuredAt: '2026-11-20' }}
        ageYears={0}
        gender="female"
        market="SE"
        wearsShoes={false}
      />,
    );
    expect(screen.getByTestId('clothing-size').textContent).toBe('EU 62');
    expect(screen.queryByTestId('shoe-size')).toBeNull();
    expect(screen.getByTestId('no-shoes').textContent).toContain('No shoe size before walking.');
    const row = screen.getByRole('rowheader', { name: 'EU' }).closest('tr');
    expect(row?.querySelectorAll('td')[1]?.textContent).toBe('–');
  });

  it('says how old the measurement is and offers to measure again', async () => {
    const measure = vi.fn();
    renderAt(
      '/en/dashboard',
      '/:lang/dashboard',
      <CurrentSizes
        latest={{ height: 110, footLength: 17, measuredAt: '2026-09-01' }}
        ageYears={5}
        gender="female"
        market="SE"
        wearsShoes
        stale={{ daysOld: 87, onMeasureAgain: measure }}
      />,
    );
    expect(screen.getByTestId('stale-sizes').textContent).toContain(
      'Measured 87 days ago: these sizes may be too small by now.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Measure again' }));
    expect(measure).toHaveBeenCalledOnce();
  });
});
