import type { MailData } from '@sprout/core';

/**
 * What a template renders; the outbox document (core's MailData) adds the rest. Server-only: only
 * functions render e-mails.
 */
export type RenderedMail = Pick<MailData, 'subject' | 'text' | 'html'>;
