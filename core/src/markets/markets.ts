/**
 * Sprout's 17 markets (spec 3: "Locale/region") and their regional settings. A user's profile
 * `locale` is a market code; products may also be 'global'. Names are translation keys
 * (`market.SE`), never English text: the web translates them.
 */
import type { CurrencyCode } from '../currency/currency-codes';
import type { MarketCode, RouteLanguage } from '../locale/languages';
import type { MeasurementSystem } from '../profile/profile.types';
import type { Hemisphere } from '../seasons/seasons';
import type { SizeSystem } from '../sizes/size-systems';

/** The size systems a market can display first; the others show as conversions. */
export type SizeStandard = Extract<SizeSystem, 'EU' | 'US'>;

export type Market = {
  code: MarketCode;
  nameKey: `market.${MarketCode}`;
  /** The route language of the market (spec 3). Singapore shares 'en' with the United Kingdom. */
  language: RouteLanguage;
  flag: string;
  currency: CurrencyCode;
  measurementSystem: MeasurementSystem;
  clothingSizeStandard: SizeStandard;
  shoeSizeStandard: SizeStandard;
  hemisphere: Hemisphere;
  /** How far ahead to buy, in mm of foot length (the spec's growthAllowance.shoes). */
  growthAllowance: { shoes: number };
};

/** A product's country: a market, or 'global' for every market. */
export type RegionCode = MarketCode | 'global';

/** The markets in the spec's order. */
export const marketCodes = [
  'SE',
  'NO',
  'DK',
  'FI',
  'FR',
  'GB',
  'DE',
  'IT',
  'ES',
  'NL',
  'PL',
  'US',
  'CA',
  'JP',
  'AU',
  'SG',
  'SA',
] as const satisfies readonly MarketCode[];

/** The spec's profile default (profiles.locale defaults to SE). */
export const defaultMarketCode: MarketCode = 'SE';

/** Regional-indicator letters: 'SE' -> 🇸🇪. */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));
}

type Differences = Pick<Market, 'language'> & Partial<Omit<Market, 'code' | 'nameKey' | 'flag'>>;

function market(code: MarketCode, differences: Differences): Market {
  return {
    code,
    nameKey: `market.${code}`,
    flag: flagOf(code),
    currency: 'EUR',
    measurementSystem: 'metric',
    clothingSizeStandard: 'EU',
    shoeSizeStandard: 'EU',
    hemisphere: 'northern',
    growthAllowance: { shoes: 15 },
    ...differences,
  };
}

// "US, CA and AU display the US range with the EU range in brackets" (spec 9).
const usSizes = { clothingSizeStandard: 'US', shoeSizeStandard: 'US' } as const;

export const markets: Readonly<Record<MarketCode, Market>> = {
  SE: market('SE', { language: 'sv', currency: 'SEK' }),
  NO: market('NO', { language: 'no', currency: 'NOK' }),
  DK: market('DK', { language: 'dk', currency: 'DKK' }),
  FI: market('FI', { language: 'fi' }),
  FR: market('FR', { language: 'fr' }),
  GB: market('GB', { language: 'en', currency: 'GBP' }),
  DE: market('DE', { language: 'de' }),
  IT: market('IT', { language: 'it' }),
  ES: market('ES', { language: 'es' }),
  NL: market('NL', { language: 'nl' }),
  PL: market('PL', { language: 'pl' }),
  US: market('US', {
    language: 'en-US',
    currency: 'USD',
    measurementSystem: 'imperial',
    ...usSizes,
  }),
  CA: market('CA', { language: 'en-CA', ...usSizes }),
  JP: market('JP', { language: 'ja' }),
  AU: market('AU', { language: 'en-AU', hemisphere: 'southern', ...usSizes }),
  SG: market('SG', { language: 'en' }),
  SA: market('SA', { language: 'ar' }),
};

/** The 'global' entry of the spec's locale list: products for every market. */
export const globalRegion = {
  code: 'global',
  nameKey: 'market.global',
  language: 'en',
  flag: '🌐',
} as const satisfies { code: RegionCode; nameKey: string; language: RouteLanguage; flag: string };

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (marketCodes as readonly string[]).includes(value);
}

export function isRegionCode(value: unknown): value is RegionCode {
  return value === 'global' || isMarketCode(value);
}

/** The market for a stored code; anything unknown falls back to the profile default, SE. */
export function marketFor(code: string | null | undefined): Market {
  return markets[isMarketCode(code) ? code : defaultMarketCode];
}

export type RegionGroup<Code extends RegionCode> = {
  nameKey: `region.${string}`;
  codes: readonly Code[];
};

/** The language menu's groups (every market once). */
export const languageMenuGroups: readonly RegionGroup<MarketCode>[] = [
  { nameKey: 'region.nordic', codes: ['SE', 'NO', 'DK', 'FI'] },
  { nameKey: 'region.europe', codes: ['FR', 'GB', 'DE', 'IT', 'ES', 'NL', 'PL'] },
  { nameKey: 'region.northAmerica', codes: ['US', 'CA'] },
  { nameKey: 'region.asiaPacific', codes: ['JP', 'AU', 'SG', 'SA'] },
];

/**
 * The admin product picker's groups. The spec lists "Asia Pacific CN IN AU SG SA", but CN and IN
 * are not markets (no user can be in them, so products there would never be shown) and JP, a
 * market, would be missing: Asia Pacific is JP AU SG SA, as in the language menu.
 */
export const adminCountryGroups: readonly RegionGroup<RegionCode>[] = [
  { nameKey: 'region.global', codes: ['global'] },
  ...languageMenuGroups,
];

/** The admin picker's default country (spec 9). */
export const defaultAdminCountry: RegionCode = 'SE';
