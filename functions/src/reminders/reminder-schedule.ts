/** The schedules' time zone (DESIGN.md: 08:00 in Stockholm, where Sprout's team is). */
export const reminderTimeZone = 'Europe/Stockholm';

/** The calendar day of `time` in Stockholm: the run date of a scheduled job and of Send Now. */
export function stockholmDate(time: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: reminderTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
}
