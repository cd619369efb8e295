/**
 * The reminder e-mails' admin contract (spec sections 2, 7 and 8): the Email Settings page calls
 * these admin functions (each checks admin, the IP allow-list and a live admin session, like the
 * catalogue's). The callable names are the keys of `reminderAdminCallables`.
 */

/** Spec section 9: the two reminder types; each has its own settings switch and unsubscribe. */
export const reminderTypes = ['season', 'birthday'] as const;
export type ReminderType = (typeof reminderTypes)[number];

export function isReminderType(value: unknown): value is ReminderType {
  return typeof value === 'string' && (reminderTypes as readonly string[]).includes(value);
}

/** Send Now (the same job the schedule runs, for today). Shown as 'Successfully sent {n} reminders. {message}'. */
export type SendRemindersRequest = { sessionId: string; dryRun?: boolean };
/**
 * `sent`: the reminders queued; with `dryRun`, the reminders the same run would queue now, and
 * nothing is written (Send Now shows that count and asks before sending).
 */
export type SendRemindersResult = {
  sent: number;
  message: string;
  dryRun?: boolean;
  /** A dry run: the first few addresses it would e-mail (at most 5), for the admin to check. */
  sample?: string[];
};

/** How many parents have each reminder type switched on (aggregation counts). */
export type ReminderCountsRequest = { sessionId: string };
export type ReminderCounts = { season: number; birthday: number };

/** The birthday test e-mail's optional fields (core's birthdayTestEmailSchema); empty ones are left out. */
export type BirthdayTestFields = { childName?: string; birthDate?: string; upcomingAge?: number };

/** A preview of a test e-mail, rendered by the real templates in the admin's language. */
export type ReminderPreviewRequest =
  | { sessionId: string; type: 'season'; language?: string }
  | ({ sessionId: string; type: 'birthday'; language?: string } & BirthdayTestFields);
export type ReminderPreview = { subject: string; html: string; text: string };

/** Sends a test e-mail of one type to an address (through the outbox, like every e-mail). */
export type ReminderTestRequest =
  | { sessionId: string; type: 'season'; email: string; language?: string }
  | ({
      sessionId: string;
      type: 'birthday';
      email: string;
      language?: string;
    } & BirthdayTestFields);
export type ReminderTestResult = { queued: true };

/** Callable name -> [request, response]: the web's api module and the functions share these. */
export type ReminderAdminCallables = {
  adminSendSeasonReminders: [SendRemindersRequest, SendRemindersResult];
  adminSendBirthdayReminders: [SendRemindersRequest, SendRemindersResult];
  adminReminderCounts: [ReminderCountsRequest, ReminderCounts];
  adminPreviewReminderEmail: [ReminderPreviewRequest, ReminderPreview];
  adminSendReminderTestEmail: [ReminderTestRequest, ReminderTestResult];
};
