import { currencyForMarket, displayPrice } from '@sprout/core';

/** Dates and numbers in the page's locale (`languages[lang].intl`). */

/** A calendar date (YYYY-MM-DD) as the locale writes it; read in UTC so it never shifts a day. */
export function formatDate(
  isoDate: string,
  intl: string,
  dateStyle: 'medium' | 'long' = 'medium',
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intl, { dateStyle, timeZone: 'UTC' }).format(date);
}

export function formatNumber(value: number, intl: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(intl, { maximumFractionDigits }).format(value);
}

/** A price stored in EUR, in the market's currency, rounded to whole units (spec). */
export function formatPrice(amountEur: number, market: string, intl: string): string {
  const currency = currencyForMarket(market);
  return new Intl.NumberFormat(intl, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(displayPrice(amountEur, currency));
}
