import { numberFormat } from './intl-formats';

/**
 * A calendar year in the page's Intl locale (`languages[lang].intl`), so it uses the same digits as
 * the sizes and measurements around it (a raw number in a message is always written in Latin
 * digits, which in Arabic sits next to Arabic-Indic ones), without the thousands separator a count
 * would get (2026, not 2,026). Web and e-mails share it.
 */
export function formatYear(year: number, intl: string): string {
  return numberFormat(intl, { useGrouping: false, maximumFractionDigits: 0 }).format(year);
}
