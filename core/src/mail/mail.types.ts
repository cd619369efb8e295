/** Where an outbox message stands: claimed (pending -> sending) before it goes out, so it goes once. */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'error';

/** `mail/{id}`: the outbox. One document per message; its id makes queuing idempotent. Functions only. */
export type MailData = {
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
