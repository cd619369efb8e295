import { describe, expect, it } from 'vitest';
import { languages } from '@sprout/core';
import { formatNumber } from './format';

describe('whole numbers in sentences (formatNumber with 0 decimals)', () => {
  it("use the page's digits: Arabic-Indic in Arabic, Latin elsewhere", () => {
    expect(formatNumber(7, languages.ar.intl, 0)).toBe('٧');
    expect(formatNumber(500, languages.ar.intl, 0)).toBe('٥٠٠');
    expect(formatNumber(12, languages['en-US'].intl, 0)).toBe('12');
  });

  it('group a large count', () => {
    expect(formatNumber(2000, languages['en-US'].intl, 0)).toBe('2,000');
  });
});
