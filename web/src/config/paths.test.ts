import { describe, expect, it } from 'vitest';
import { appPaths } from './paths';

describe('appPaths', () => {
  it('puts the language first on every route', () => {
    expect(appPaths.home('sv')).toBe('/sv');
    expect(appPaths.dashboard('en-US')).toBe('/en-US/dashboard');
    expect(appPaths.season('ar', 'winter')).toBe('/ar/season/winter');
    expect(appPaths.share('dk', '6f1c1b8e-8d3a-4b8e-9b1a-2f5c9a7d1e01')).toBe(
      '/dk/share/6f1c1b8e-8d3a-4b8e-9b1a-2f5c9a7d1e01',
    );
  });

  it('carries the sign-in page’s query safely encoded', () => {
    expect(appPaths.signIn('en')).toBe('/en/signin');
    expect(appPaths.signIn('en', { verified: true })).toBe('/en/signin?verified=1');
    const url = new URL(appPaths.signIn('fr', { error: 'a&b=c ä' }), 'http://x');
    expect(url.searchParams.get('error')).toBe('a&b=c ä');
  });

  it('moves a page to another language, keeping its path and query', () => {
    const address = { pathname: '/sv/settings', search: '?tab=sharing' };
    expect(appPaths.inLanguage('fr', address)).toBe('/fr/settings?tab=sharing');
    expect(appPaths.inLanguage('de', { pathname: '/sv', search: '' })).toBe('/de');
    expect(appPaths.withLanguage('en-US', { pathname: '/dashboard', search: '?x=1' })).toBe(
      '/en-US/dashboard?x=1',
    );
  });
});
