import { describe, expect, it } from 'vitest';
import {
  languages,
  resolveRouteLanguage,
  routeLanguageForTag,
  routeLanguages,
  catalogLanguages,
} from './languages';

describe('resolveRouteLanguage', () => {
  it('prefers the URL language, then the stored one, then the browser, then en-US', () => {
    expect(resolveRouteLanguage({ url: 'sv', stored: 'de', browser: ['fr-FR'] })).toBe('sv');
    expect(resolveRouteLanguage({ url: 'xx', stored: 'de', browser: ['fr-FR'] })).toBe('de');
    expect(resolveRouteLanguage({ url: undefined, stored: null, browser: ['fr-FR'] })).toBe('fr');
    expect(resolveRouteLanguage({ browser: ['zh-CN', 'ko'] })).toBe('en-US');
    expect(resolveRouteLanguage({})).toBe('en-US');
  });

  it('maps browser tags onto route languages', () => {
    expect(routeLanguageForTag('en-au')).toBe('en-AU');
    expect(routeLanguageForTag('en-GB')).toBe('en');
    expect(routeLanguageForTag('en-NZ')).toBe('en');
    expect(routeLanguageForTag('nb-NO')).toBe('no');
    expect(routeLanguageForTag('da')).toBe('dk');
    expect(routeLanguageForTag('ar-EG')).toBe('ar');
    expect(routeLanguageForTag('pt-BR')).toBeUndefined();
  });
});

describe('languages', () => {
  it('describes every route language with a catalog and a market', () => {
    for (const route of routeLanguages) {
      expect(languages[route].route).toBe(route);
      expect(catalogLanguages).toContain(languages[route].catalog);
    }
    expect(new Set(routeLanguages.map((r) => languages[r].catalog)).size).toBe(13);
  });

  it('marks Arabic right to left', () => {
    expect(languages.ar.dir).toBe('rtl');
  });
});
