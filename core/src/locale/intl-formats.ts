/**
 * Intl formatters made once per locale and options. Building one costs far more than formatting
 * with it (a phone's dashboard formatted each size and date with a new one: about 0.15 s of its
 * main thread under Lighthouse's mobile CPU, issue 34), and the pages format the same few kinds
 * over and over.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function memo<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return memo(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return memo(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
