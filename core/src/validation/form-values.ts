/**
 * Reading and checking form values without a schema library (issue 34: screens import these, the
 * schemas in schema-fields.ts build on them).
 */

const decimalPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads a number as forms deliver it: a number, or a string that may use a comma as the decimal
 * separator ('12,5') and surrounding spaces. Empty input (undefined, null, '') is "no value" so
 * that `required` reports it; anything else that is not a plain decimal becomes NaN so that the
 * schema's type error reports it ('12abc', '1,2,3', '1e3' are not accepted).
 */
export function parseDecimalInput(input: unknown): number | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  const text = input.trim().replace(',', '.');
  if (text === '') return undefined;
  return decimalPattern.test(text) ? Number(text) : Number.NaN;
}

/** True when `value` has at most `decimals` decimal places (tolerating binary floating point). */
export function hasAtMostDecimals(value: number | undefined, decimals: number): boolean {
  if (value === undefined) return true;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD ('2024-02-30' and '2024-2-3' are not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

const hourMs = 3_600_000;

/**
 * The latest calendar date anywhere on Earth right now (UTC+14). "Not in the future" compares
 * against this day, so that the browser of a parent in Auckland and a function running in UTC
 * agree: a date is only in the future when no time zone has reached it yet. A browser form can
 * still cap its date input at the local today.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * hourMs).toISOString().slice(0, 10);
}

/**
 * The earliest calendar date anywhere on Earth right now (UTC-12): limits that look back (a child's
 * maximum age) use it, again so that no time zone is refused a date another one accepts.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * hourMs).toISOString().slice(0, 10);
}

/** Today in the runtime's own time zone, as YYYY-MM-DD (the default of date fields). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The same calendar day `years` years before `date` (29 February falls back to 28 February). */
export function yearsBefore(date: string, years: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y - years, m - 1, d));
  if (target.getUTCDate() !== d) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** An http(s) address with at least a host character after the scheme. */
export const httpUrlPattern = /^https?:\/\/[^\s/?#]+\S*$/i;

/**
 * A product picture: an https address (the page's Content-Security-Policy loads no http image),
 * or one of the app's own catalogue pictures, served by Hosting (`/catalog/winter-jacket.svg`, as
 * the seeded products store them).
 */
export const imageUrlPattern =
  /^(?:https:\/\/[^\s/?#]+\S*|\/catalog\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif))$/i;

/** A uuid version 4 (random), the form of share tokens (crypto.randomUUID()). */
export const uuidV4Pattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
