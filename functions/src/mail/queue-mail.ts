import { getFirestore } from 'firebase-admin/firestore';
import { paths } from '@sprout/core';
import type { MailDocument, RenderedMail } from './mail.types';

/**
 * Puts a message in the outbox under a caller-chosen id. Returns false when a
 * message with that id exists already, so a retried trigger never queues twice.
 */
export async function queueMail(
  mailId: string,
  message: RenderedMail & { to: string; template: string },
): Promise<boolean> {
  const doc: MailDocument = {
    ...message,
    status: 'pending',
    attempts: 0,
    createdAt: new Date().toISOString(),
  };
  try {
    await getFirestore().doc(paths.mail(mailId)).create(doc);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

function isAlreadyExists(error: unknown) {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 6;
}
