import { paths, type MailData } from '@sprout/core';
import { docRef } from '../lib/firestore';
import type { RenderedMail } from './mail.types';

/**
 * Puts a message in the outbox under a caller-chosen id. Returns false when a
 * message with that id exists already, so a retried trigger never queues twice.
 */
export async function queueMail(
  mailId: string,
  message: RenderedMail & { to: string; template: string },
): Promise<boolean> {
  const doc: MailData = {
    ...message,
    status: 'pending',
    attempts: 0,
    createdAt: new Date().toISOString(),
  };
  try {
    await docRef(paths.mail(mailId)).create(doc);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

function isAlreadyExists(error: unknown) {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 6;
}
