/** The sweep's instants (ISO times): the calendar's edges from `now` on, then `now` itself. */
export function dateSweepDates(now?: Date): string[];
