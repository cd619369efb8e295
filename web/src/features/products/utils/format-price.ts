import { currencyForMarket, displayPrice, numberFormat } from '@sprout/core';

/** A price stored in EUR, in the market's currency, rounded to whole units (spec). */
export function formatPrice(amountEur: number, market: string, intl: string): string {
  const currency = currencyForMarket(market);
  return numberFormat(intl, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(displayPrice(amountEur, currency));
}
