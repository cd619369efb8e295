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

/** The reminder functions' time limit: Cloud Scheduler's longest attempt (30 minutes). */
export const reminderTimeoutSeconds = 1800;

/** When a run that started now stops taking new pages: two minutes before the time limit. */
export function reminderDeadline(now = Date.now()): number {
  return now + (reminderTimeoutSeconds - 120) * 1000;
}
