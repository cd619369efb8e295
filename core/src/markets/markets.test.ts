import { describe, expect, it } from 'vitest';
import { languages } from '../locale/languages';
import {
  adminCountryGroups,
  defaultAdminCountry,
  globalRegion,
  isMarketCode,
  isRegionCode,
  languageMenuGroups,
  marketCodes,
  marketFor,
  markets,
} from './markets';

describe('markets', () => {
  it('has the 17 markets of the spec, each under its own code', () => {
    expect(marketCodes).toHaveLength(17);
    expect(Object.keys(markets).sort()).toEqual([...marketCodes].sort());
    for (const code of marketCodes) {
      expect(markets[code].code).toBe(code);
      expect(markets[code].nameKey).toBe(`market.${code}`);
    }
  });

  it('gives each market the route language of the spec', () => {
    const expected = {
      SE: 'sv',
      NO: 'no',
      DK: 'dk',
      FI: 'fi',
      FR: 'fr',
      GB: 'en',
      DE: 'de',
      IT: 'it',
      ES: 'es',
      NL: 'nl',
      PL: 'pl',
      US: 'en-US',
      CA: 'en-CA',
      JP: 'ja',
      AU: 'en-AU',
      SG: 'en',
      SA: 'ar',
    };
    for (const code of marketCodes) expect(markets[code].language).toBe(expected[code]);
  });

  it('agrees with the language table: signing up in a market language lands in that market', () => {
    // Singapore shares 'en' with the United Kingdom, whose market 'en' resolves to.
    for (const code of marketCodes.filter((c) => c !== 'SG')) {
      expect(languages[markets[code].language].market).toBe(code);
    }
  });

  it('shows the flag of the country', () => {
    expect(markets.SE.flag).toBe('🇸🇪');
    expect(markets.GB.flag).toBe('🇬🇧');
    expect(markets.US.flag).toBe('🇺🇸');
    expect(new Set(marketCodes.map((code) => markets[code].flag)).size).toBe(17);
  });

  it('follows the regional settings of the spec', () => {
    for (const code of marketCodes) {
      const market = markets[code];
      expect(market.measurementSystem).toBe(code === 'US' ? 'imperial' : 'metric');
      const standard = ['US', 'CA', 'AU'].includes(code) ? 'US' : 'EU';
      expect(market.clothingSizeStandard).toBe(standard);
      expect(market.shoeSizeStandard).toBe(standard);
      expect(market.hemisphere).toBe(code === 'AU' ? 'southern' : 'northern');
      expect(market.growthAllowance.shoes).toBe(15);
    }
  });
});

describe('marketFor and code checks', () => {
  it('falls back to SE for anything unknown', () => {
    expect(marketFor('AU').code).toBe('AU');
    expect(marketFor('XX').code).toBe('SE');
    expect(marketFor('global').code).toBe('SE');
    expect(marketFor('se').code).toBe('SE');
    expect(marketFor(null).code).toBe('SE');
    expect(marketFor(undefined).code).toBe('SE');
  });

  it('tells markets from other values', () => {
    expect(isMarketCode('JP')).toBe(true);
    expect(isMarketCode('CN')).toBe(false);
    expect(isMarketCode('global')).toBe(false);
    expect(isMarketCode(7)).toBe(false);
    expect(isRegionCode('global')).toBe(true);
    expect(isRegionCode('SG')).toBe(true);
    expect(isRegionCode('IN')).toBe(false);
    expect(globalRegion).toMatchObject({ code: 'global', language: 'en' });
  });
});

describe('region groups', () => {
  it('groups the language menu as Nordic, Europe, North America, Asia-Pacific', () => {
    expect(languageMenuGroups).toEqual([
      { nameKey: 'region.nordic', codes: ['SE', 'NO', 'DK', 'FI'] },
      { nameKey: 'region.europe', codes: ['FR', 'GB', 'DE', 'IT', 'ES', 'NL', 'PL'] },
      { nameKey: 'region.northAmerica', codes: ['US', 'CA'] },
      { nameKey: 'region.asiaPacific', codes: ['JP', 'AU', 'SG', 'SA'] },
    ]);
    const listed = languageMenuGroups.flatMap((group) => group.codes);
    expect([...listed].sort()).toEqual([...marketCodes].sort());
  });

  it('gives the admin picker Global first and only real markets (no CN or IN, with JP)', () => {
    expect(adminCountryGroups.map((group) => group.nameKey)).toEqual([
      'region.global',
      'region.nordic',
      'region.europe',
      'region.northAmerica',
      'region.asiaPacific',
    ]);
    const listed = adminCountryGroups.flatMap((group) => group.codes);
    expect(listed).toHaveLength(18);
    for (const code of listed) expect(isRegionCode(code)).toBe(true);
    expect(listed).toContain('JP');
    expect(defaultAdminCountry).toBe('SE');
  });
});
