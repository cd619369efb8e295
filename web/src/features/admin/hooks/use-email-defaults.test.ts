import { describe, expect, it } from 'vitest';
import { adminDefaultCountry, languages, routeLanguages } from '@sprout/core';
import { defaultPreviewLanguage } from './use-email-defaults';

describe('defaultPreviewLanguage', () => {
  it('is Swedish for the admin market (SE) unless the admin already browses in Swedish', () => {
    expect(adminDefaultCountry).toBe('SE');
    for (const lang of routeLanguages) {
      expect(defaultPreviewLanguage(lang)).toBe('sv');
    }
  });

  it('keeps the admin’s own language when it is the market’s, else takes the market’s', () => {
    expect(defaultPreviewLanguage('no', 'NO')).toBe('no');
    expect(defaultPreviewLanguage('en-US', 'NO')).toBe('no');
    expect(defaultPreviewLanguage('en-US', 'US')).toBe('en-US');
    // English (US) is not Canada's: Canada's English is (its units and sizes).
    expect(defaultPreviewLanguage('en-US', 'CA')).toBe('en-CA');
    expect(defaultPreviewLanguage('en-CA', 'CA')).toBe('en-CA');
    expect(defaultPreviewLanguage('ar', 'SA')).toBe('ar');
    // Singapore's language is the United Kingdom's English.
    expect(defaultPreviewLanguage('de', 'SG')).toBe('en');
  });

  it('always gives a language of the market', () => {
    for (const lang of routeLanguages) {
      expect(languages[defaultPreviewLanguage(lang, 'DK')].market).toBe('DK');
    }
  });
});
