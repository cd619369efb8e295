import { describe, expect, it } from 'vitest';
import {
  formatSizeForMarket,
  formatSizeRange,
  formatSizeRangeForMarket,
  localizeSizeLabel,
} from './size-display';

describe('formatSizeRange', () => {
  it('shows the US range with the EU range in brackets', () => {
    expect(formatSizeRange('US', 104, 110, 'clothing')).toBe('4T–5 (EU 104–110)');
    expect(formatSizeRange('US', 104, 104, 'clothing')).toBe('4T (EU 104)');
    expect(formatSizeRange('US', 24, 25, 'shoes')).toBe('7.5C–8C (EU 24–25)');
  });

  it('shows the EU range alone, or a single size', () => {
    expect(formatSizeRange('EU', 104, 110, 'clothing')).toBe('EU 104–110');
    expect(formatSizeRange('EU', 104, 104, 'clothing')).toBe('EU 104');
    expect(formatSizeRange('EU', 27.5, 28, 'shoes')).toBe('EU 27.5–28');
  });

  it('works for the other systems too', () => {
    expect(formatSizeRange('JP', 24, 26, 'shoes')).toBe('15–16 (EU 24–26)');
    expect(formatSizeRange('AU', 98, 104, 'clothing')).toBe('3–4 (EU 98–104)');
  });

  it('merges equal labels (EU 50 and 56 are both US NB)', () => {
    expect(formatSizeRange('US', 50, 56, 'clothing')).toBe('NB (EU 50–56)');
  });

  it('falls back to EU where the table cannot convert', () => {
    expect(formatSizeRange('US', 164, 170, 'clothing')).toBe('EU 164–170'); // no US 170
    expect(formatSizeRange('US', 100, 110, 'clothing')).toBe('EU 100–110'); // 100 off the grid
    expect(formatSizeRange('US', 27.5, 28, 'shoes')).toBe('EU 27.5–28'); // no half sizes
  });

  it('reads a swapped pair low to high and rejects non-numbers', () => {
    expect(formatSizeRange('EU', 110, 104, 'clothing')).toBe('EU 104–110');
    expect(() => formatSizeRange('EU', Number.NaN, 104, 'clothing')).toThrow(RangeError);
  });
});

describe('formatSizeRangeForMarket', () => {
  it('uses US sizes in the US, Canada and Australia, EU everywhere else', () => {
    for (const market of ['US', 'CA', 'AU'] as const) {
      expect(formatSizeRangeForMarket(market, 104, 110, 'clothing')).toBe('4T–5 (EU 104–110)');
      expect(formatSizeRangeForMarket(market, 30, 30, 'shoes')).toBe('12C (EU 30)');
    }
    for (const market of ['SE', 'GB', 'JP', 'SA'] as const) {
      expect(formatSizeRangeForMarket(market, 104, 110, 'clothing')).toBe('EU 104–110');
      expect(formatSizeRangeForMarket(market, 30, 30, 'shoes')).toBe('EU 30');
    }
  });
});

describe('formatSizeForMarket', () => {
  it("is one size in the market's standard, with the table from 13 and the locale's numbers", () => {
    expect(formatSizeForMarket('US', 104, 'clothing')).toBe('4T (EU 104)');
    expect(formatSizeForMarket('SE', 38, 'clothing', { table: 'women' })).toBe('EU 38');
    expect(formatSizeForMarket('US', 38, 'clothing', { table: 'women' })).toBe('10 (EU 38)');
    expect(formatSizeForMarket('SE', 30.5, 'shoes', { locale: 'sv-SE' })).toBe('EU 30,5');
  });
});

describe('size labels in the page locale', () => {
  it('writes plain numbers as the locale does and leaves letter labels alone', () => {
    expect(localizeSizeLabel('10.5', 'sv-SE')).toBe('10,5');
    expect(localizeSizeLabel(2.5, 'de-DE')).toBe('2,5');
    expect(localizeSizeLabel(116, 'ar-SA')).toBe('١١٦');
    expect(localizeSizeLabel('4T', 'sv-SE')).toBe('4T');
    expect(localizeSizeLabel('10.5C', 'sv-SE')).toBe('10.5C');
    expect(localizeSizeLabel(1000, 'en-US')).toBe('1000');
    expect(localizeSizeLabel('10.5')).toBe('10.5');
  });

  it('formats ranges with the locale, keeping the labels of the system', () => {
    expect(formatSizeRange('UK', 30, 31, 'shoes', { locale: 'sv-SE' })).toBe(
      '11,5–12,5 (EU 30–31)',
    );
    expect(formatSizeRange('UK', 30, 30, 'shoes', { locale: 'en-GB' })).toBe('11.5 (EU 30)');
    expect(formatSizeRange('US', 30, 30, 'shoes', { locale: 'sv-SE' })).toBe('12C (EU 30)');
    expect(formatSizeRange('EU', 116, 116, 'clothing', { locale: 'ar-SA' })).toBe('EU ١١٦');
  });
});
