import type {
  BirthdayTestFields,
  ReminderAdminCallables,
  ReminderCounts,
  ReminderPreview,
  ReminderTestResult,
  ReminderType,
  RouteLanguage,
  SendRemindersResult,
} from '@sprout/core';
import type { CallOptions } from '../../../lib/functions';
import { callAdmin } from './admin-api';

/**
 * Email Settings' reminder calls (core's ReminderAdminCallables); each carries the session, and an
 * expired one sends the admin back to /admin/login (callAdmin).
 */
function call<K extends keyof ReminderAdminCallables>(
  name: K,
  data: ReminderAdminCallables[K][0],
  options?: CallOptions,
): Promise<ReminderAdminCallables[K][1]> {
  return callAdmin(name, data, options);
}

/**
 * Send Now runs a whole job (every parent with the reminder on) in one call; the functions allow
 * it 30 minutes, and the SDK would give up after its default 70 seconds.
 */
const sendNowTimeout: CallOptions = { timeoutMs: 30 * 60 * 1000 };

/** Which test e-mail: the season one, or the birthday one with its optional fields. */
export type ReminderTest = { type: 'season' } | ({ type: 'birthday' } & BirthdayTestFields);

/**
 * Send Now: the job the schedule runs, for today. With `dryRun`, the same run only counts the
 * e-mails it would send (the confirmation's number) and sends nothing.
 */
export function sendReminders(
  sessionId: string,
  type: ReminderType,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<SendRemindersResult> {
  const data = dryRun ? { sessionId, dryRun } : { sessionId };
  return type === 'season'
    ? call('adminSendSeasonReminders', data, sendNowTimeout)
    : call('adminSendBirthdayReminders', data, sendNowTimeout);
}

export function reminderCounts(sessionId: string): Promise<ReminderCounts> {
  return call('adminReminderCounts', { sessionId });
}

export function previewReminderEmail(
  sessionId: string,
  language: RouteLanguage,
  test: ReminderTest,
): Promise<ReminderPreview> {
  return call('adminPreviewReminderEmail', { sessionId, language, ...test });
}

export function sendReminderTestEmail(
  sessionId: string,
  language: RouteLanguage,
  email: string,
  test: ReminderTest,
): Promise<ReminderTestResult> {
  return call('adminSendReminderTestEmail', { sessionId, language, email, ...test });
}
