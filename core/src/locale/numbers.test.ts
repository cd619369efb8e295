import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { formatCount, formatYear } from './numbers';

describe('numbers in sentences', () => {
  it("use the page's digits: Arabic-Indic in Arabic, Latin elsewhere", () => {
    expect(formatYear(2026, languages.ar.intl)).toBe('٢٠٢٦');
    expect(formatCount(7, languages.ar.intl)).toBe('٧');
    expect(formatCount(500, languages.ar.intl)).toBe('٥٠٠');
    expect(formatYear(2026, languages.sv.intl)).toBe('2026');
    expect(formatCount(12, languages['en-US'].intl)).toBe('12');
  });

  it('write a year without a thousands separator, and a large count with one', () => {
    expect(formatYear(2026, languages['en-US'].intl)).toBe('2026');
    expect(formatYear(2026, languages.de.intl)).toBe('2026');
    expect(formatCount(2000, languages['en-US'].intl)).toBe('2,000');
  });
});
