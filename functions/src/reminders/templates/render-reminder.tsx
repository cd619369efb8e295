import type { UnsubscribeLinks, RenderedReminder } from './reminder-template.types';
import type { ReminderEmailModel } from './reminder-email.types';
import { ReminderEmail } from './reminder-email';
import { reminderText } from './reminder-text';

/**
 * Renders a reminder's model to the message the outbox stores. react-dom/server is loaded on the
 * first render, not when the functions start: every function shares one bundle, and most of them
 * never send a reminder.
 */
export async function renderReminder(
  model: ReminderEmailModel,
  unsubscribe: UnsubscribeLinks,
): Promise<RenderedReminder> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<ReminderEmail model={model} />)}`;
  return {
    subject: model.subject,
    text: reminderText(model),
    html,
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** RFC 2369 and RFC 8058: the mail client's own unsubscribe button, one click, no sign-in. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.https}>, <${links.mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
