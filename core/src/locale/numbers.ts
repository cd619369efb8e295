/**
 * Whole numbers written into sentences (a year, an age, a count, a limit) in the page's Intl
 * locale (`languages[lang].intl`), so they use the same digits as the sizes and measurements around
 * them: a number left raw in a message is always written in Latin digits, which in Arabic sits next
 * to Arabic-Indic ones.
 */
export function formatCount(value: number, intl: string): string {
  return new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }).format(value);
}

/** A calendar year, without the thousands separator a count would get (2026, not 2,026). */
export function formatYear(year: number, intl: string): string {
  return new Intl.NumberFormat(intl, { useGrouping: false, maximumFractionDigits: 0 }).format(year);
}
