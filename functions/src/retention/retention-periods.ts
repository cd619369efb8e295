/** How long the privacy page says we keep sign-in logs. */
export const authLogRetentionDays = 90;
/** How long the privacy page says we keep a sent e-mail. */
export const sentMailRetentionDays = 30;

const dayMs = 86_400_000;

/** The moment `days` days before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);
/** The moment `days` days after `now`. */
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * dayMs);
