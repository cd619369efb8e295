import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketCodes } from '../markets/markets';
import { convertFromEur, currencyForMarket, displayPrice, eurRates } from './currency';
import { currencyCodes } from './currency-codes';

describe('currencyForMarket', () => {
  it('follows the spec: SE SEK, US USD, GB GBP, NO NOK, DK DKK, others EUR', () => {
    const special: Record<string, string> = {
      SE: 'SEK',
      US: 'USD',
      GB: 'GBP',
      NO: 'NOK',
      DK: 'DKK',
    };
    for (const code of marketCodes) expect(currencyForMarket(code)).toBe(special[code] ?? 'EUR');
  });

  it('gives the default market currency for unknown codes', () => {
    expect(currencyForMarket('CN')).toBe('SEK');
    expect(currencyForMarket(undefined)).toBe('SEK');
  });
});

describe('rates', () => {
  it('has one rate per currency, EUR being 1', () => {
    expect(Object.keys(eurRates).sort()).toEqual([...currencyCodes].sort());
    expect(eurRates.EUR).toBe(1);
    for (const code of currencyCodes) expect(eurRates[code]).toBeGreaterThan(0);
  });
});

describe('convertFromEur and displayPrice', () => {
  it('converts to 2 decimals and shows whole units', () => {
    expect(convertFromEur(19.99, 'EUR')).toBe(19.99);
    expect(displayPrice(19.99, 'EUR')).toBe(20);
    expect(convertFromEur(10, 'SEK')).toBe(roundCents(10 * eurRates.SEK));
    expect(displayPrice(19.99, 'SEK')).toBe(Math.round(19.99 * eurRates.SEK));
    expect(displayPrice(0, 'USD')).toBe(0);
  });

  it('rejects amounts that are not prices', () => {
    expect(() => convertFromEur(-1, 'EUR')).toThrow(RangeError);
    expect(() => displayPrice(Number.NaN, 'SEK')).toThrow(RangeError);
  });

  it('never shows a cheaper price for a dearer product, and stays within half a unit', () => {
    const amounts = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100);
    const currencies = fc.constantFrom(...currencyCodes);
    fc.assert(
      fc.property(amounts, amounts, currencies, (a, b, currency) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(displayPrice(low, currency)).toBeLessThanOrEqual(displayPrice(high, currency));
        const exact = high * eurRates[currency];
        expect(Math.abs(displayPrice(high, currency) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(convertFromEur(high, currency) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
