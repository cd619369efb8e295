/** The currencies Sprout shows prices in (apart from the rates, so markets can name them). */
export const currencyCodes = ['EUR', 'SEK', 'NOK', 'DKK', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
