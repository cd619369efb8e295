import { dateTimeFormat, numberFormat } from '@sprout/core';

/** Dates and numbers in the page's locale (`languages[lang].intl`). */

/** A calendar date (YYYY-MM-DD) as the locale writes it; read in UTC so it never shifts a day. */
export function formatDate(
  isoDate: string,
  intl: string,
  dateStyle: 'medium' | 'long' = 'medium',
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(intl, { dateStyle, timeZone: 'UTC' }).format(date);
}

export function formatNumber(value: number, intl: string, maximumFractionDigits = 1): string {
  return numberFormat(intl, { maximumFractionDigits }).format(value);
}
