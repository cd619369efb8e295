/** The reminder e-mail templates (issue 15): the jobs and the admin previews render through these. */
export { renderSeasonReminder } from './season-reminder';
export { renderBirthdayReminder } from './birthday-reminder';
export { unsubscribeHeaders } from './render-reminder';
export type {
  BirthdayReminderInput,
  ReminderChild,
  RenderedReminder,
  SeasonReminderInput,
  UnsubscribeLinks,
} from './reminder-template.types';
