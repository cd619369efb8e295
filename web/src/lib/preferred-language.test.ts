import { beforeEach, describe, expect, it } from 'vitest';
import {
  readPreferredLanguage,
  readPreferredMarket,
  storePreferredLanguage,
} from './preferred-language';

describe('the stored language (spec: preferred-locale and translations)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the language and market as JSON, and the language selection under translations', () => {
    storePreferredLanguage('en', 'SG');
    expect(JSON.parse(localStorage.getItem('preferred-locale') ?? '')).toEqual({
      language: 'en',
      code: 'SG',
    });
    expect(localStorage.getItem('translations')).toBe('en');
    expect(readPreferredLanguage()).toBe('en');
    expect(readPreferredMarket('en')).toBe('SG');
  });

  it('falls back on the language selection when the JSON is missing or unreadable', () => {
    localStorage.setItem('translations', 'sv');
    expect(readPreferredLanguage()).toBe('sv');
    localStorage.setItem('preferred-locale', '{not json');
    expect(readPreferredLanguage()).toBe('sv');
    localStorage.setItem('translations', 'xx');
    expect(readPreferredLanguage()).toBeUndefined();
  });

  it("gives a language's own market unless the menu chose another for the same language", () => {
    storePreferredLanguage('sv');
    expect(readPreferredMarket('sv')).toBe('SE');
    expect(readPreferredMarket('de')).toBe('DE');
  });
});
