/** `mail/{id}`: the outbox. One document per message; its id makes queuing idempotent. */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'error';

export type MailDocument = {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  createdAt: string;
  attempts: number;
  sentAt?: string;
  messageId?: string;
  error?: string;
};

export type RenderedMail = Pick<MailDocument, 'subject' | 'text' | 'html'>;
