import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { formatYear } from './numbers';

describe('years in sentences', () => {
  it("use the page's digits: Arabic-Indic in Arabic, Latin elsewhere", () => {
    expect(formatYear(2026, languages.ar.intl)).toBe('٢٠٢٦');
    expect(formatYear(2026, languages.sv.intl)).toBe('2026');
  });

  it('have no thousands separator', () => {
    expect(formatYear(2026, languages['en-US'].intl)).toBe('2026');
    expect(formatYear(2026, languages.de.intl)).toBe('2026');
  });
});
