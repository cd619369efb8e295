/**
 * Prices are stored in EUR and shown in the user's currency, which follows the market (spec 9:
 * SE SEK, US USD, GB GBP, NO NOK, DK DKK, every other market EUR).
 */
import { marketFor } from '../markets/markets';
import { roundTo } from '../units/round';

export const currencyCodes = ['EUR', 'SEK', 'NOK', 'DKK', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/**
 * Units of each currency per 1 EUR. The spec fixes a rate table but gives no numbers and there is
 * no reference data for it, so these are APPROXIMATE euro reference rates (ECB), as of about June
 * 2025 to the best of our knowledge. They steer a recommendation's shown price, nothing is paid
 * through Sprout; update this one table when they drift.
 */
export const eurRates: Readonly<Record<CurrencyCode, number>> = {
  EUR: 1,
  SEK: 10.95,
  NOK: 11.55,
  DKK: 7.46,
  GBP: 0.85,
  USD: 1.15,
};

function assertAmount(amountEur: number): void {
  if (!Number.isFinite(amountEur) || amountEur < 0) {
    throw new RangeError(`A price must be a finite amount >= 0, got ${amountEur}`);
  }
}

/** A EUR amount in `currency`, rounded to 2 decimals. */
export function convertFromEur(amountEur: number, currency: CurrencyCode): number {
  assertAmount(amountEur);
  return roundTo(amountEur * eurRates[currency], 2);
}

/**
 * The price a user sees: in `currency`, rounded to whole units (rounded once, from the exact
 * product, so a 2-decimal step in between cannot tip a .495 up).
 */
export function displayPrice(amountEur: number, currency: CurrencyCode): number {
  assertAmount(amountEur);
  return roundTo(amountEur * eurRates[currency], 0);
}

/** The currency of a market (unknown codes get the default market's, SEK). */
export function currencyForMarket(code: string | null | undefined): CurrencyCode {
  return marketFor(code).currency;
}
