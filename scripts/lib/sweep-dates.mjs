// The dates of the date sweep (issue 27): the calendar's edges where date code breaks (the end
// of February in a leap year, the turn of a season, of a month and of the year) and today. Each
// is its next occurrence from `today`, so the sweep never runs before the fixed dates that the
// suites' data use, and always covers a leap day. Shared by `npm test` (the unit suites,
// vitest.config.ts) and `npm run test:dates` (scripts/test-dates.mjs).

const pad = (n) => String(n).padStart(2, '0');
const iso = (y, m, d) => `${y}-${pad(m)}-${pad(d)}`;
const isLeap = (y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The next `month`/`day` on or after `from` (YYYY-MM-DD), in a leap year if `leap`. */
function next(from, month, day, leap = false) {
  let year = Number(from.slice(0, 4));
  while (iso(year, month, day) < from || (leap && !isLeap(year))) year += 1;
  return iso(year, month, day);
}

/**
 * The sweep's instants, each a full ISO time: midday UTC on each edge (a date that is the same
 * day in every market's time zone), the last one the moment the sweep starts.
 */
export function dateSweepDates(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const leapYearFeb28 = next(today, 2, 28, true);
  const days = [
    leapYearFeb28,
    next(today, 2, 29, true),
    next(leapYearFeb28, 3, 1),
    next(today, 11, 30),
    next(today, 12, 1),
    next(today, 12, 31),
    next(today, 1, 1),
  ];
  // An edge that is today is swept as today (one run a day: vitest's project names are by day).
  const edges = [...new Set(days)].filter((day) => day !== today);
  return [...edges.map((day) => `${day}T12:00:00.000Z`), now.toISOString()];
}
