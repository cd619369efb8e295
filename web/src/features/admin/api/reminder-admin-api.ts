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
import { callAdmin } from './admin-api';

/**
 * Email Settings' reminder calls (core's ReminderAdminCallables); each carries the session, and an
 * expired one sends the admin back to /admin/login (callAdmin).
 */
function call<K extends keyof ReminderAdminCallables>(
  name: K,
  data: ReminderAdminCallables[K][0],
): Promise<ReminderAdminCallables[K][1]> {
  return callAdmin(name, data);
}

/** Which test e-mail: the season one, or the birthday one with its optional fields. */
export type ReminderTest = { type: 'season' } | ({ type: 'birthday' } & BirthdayTestFields);

/** Send Now: the job the schedule runs, for today. */
export function sendReminders(sessionId: string, type: ReminderType): Promise<SendRemindersResult> {
  return type === 'season'
    ? call('adminSendSeasonReminders', { sessionId })
    : call('adminSendBirthdayReminders', { sessionId });
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
