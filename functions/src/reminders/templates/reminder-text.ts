import type { EmailBlock, ReminderEmailModel } from './reminder-email.types';

/** The plain-text version of a reminder: the same model as the HTML, links written out. */
export function reminderText(model: ReminderEmailModel): string {
  const lines: string[] = ['Sprout', '', model.greeting, ''];
  for (const block of model.blocks) lines.push(...blockLines(block), '');
  lines.push(model.signOff, '', '--', model.footer.reason);
  lines.push(`${model.footer.unsubscribe.label}: ${model.footer.unsubscribe.href}`);
  lines.push(`${model.footer.settings.label}: ${model.footer.settings.href}`);
  return lines.join('\n');
}

function blockLines(block: EmailBlock): string[] {
  switch (block.kind) {
    case 'heading':
      return [block.text, '='.repeat(Math.min(block.text.length, 40))];
    case 'paragraph':
      return [block.text];
    case 'button':
      return [`${block.link.label}: ${block.link.href}`];
    case 'card':
      return [
        ...(block.title === undefined ? [] : [block.title]),
        ...block.facts.map((fact) => `  ${fact.label}: ${fact.value}`),
        ...(block.note === undefined ? [] : [`  ${block.note}`]),
        ...block.links.map((link) => `  ${link.label}: ${link.href}`),
      ];
  }
}
