/**
 * The words and links of one reminder e-mail, already translated and formatted. The season and
 * birthday modules fill it in; `reminder-email.tsx` (HTML) and `reminder-text.ts` (plain text)
 * render the same model, so both versions always say the same thing.
 */
export type EmailLink = { label: string; href: string };

export type EmailFact = { label: string; value: string };

export type EmailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A card: a title (a child's name), facts as a two-column table, a note, links. */
  | { kind: 'card'; title?: string; facts: EmailFact[]; note?: string; links: EmailLink[] }
  | { kind: 'button'; link: EmailLink };

export type ReminderEmailModel = {
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  subject: string;
  /** The inbox preview line. */
  preview: string;
  greeting: string;
  blocks: EmailBlock[];
  signOff: string;
  footer: { reason: string; unsubscribe: EmailLink; settings: EmailLink };
};
