/** The currencies Sprout shows prices in (apart from the rates, so markets can name them). */
export const currencyCodes = ['EUR', 'SEK', 'NOK', 'DKK', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}
