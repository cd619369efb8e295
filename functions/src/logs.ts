import { logger } from 'firebase-functions';

/** Every log line the functions write, in one place. Addresses and secrets are never logged. */
export const logs = {
  mailSent: (mailId: string, template: string) => logger.info('Mail sent', { mailId, template }),
  mailSkipped: (mailId: string, status: string) =>
    logger.info('Mail already handled, not sent again', { mailId, status }),
  mailFailed: (mailId: string, error: unknown, attempts: number, nextAttemptAt: string | null) =>
    (nextAttemptAt ? logger.warn : logger.error)('Mail could not be sent', {
      mailId,
      error: String(error),
      attempts,
      nextAttemptAt,
    }),
  mailCancelled: (mailId: string, reason: string) =>
    logger.info('Mail cancelled before sending', { mailId, reason }),
  outboxSwept: (result: Record<string, number>) => logger.info('Outbox swept', result),
  remindersRun: (type: string, date: string, result: Record<string, unknown>) =>
    logger.info('Reminders run', { type, date, ...result }),
  reminderUnsubscribed: (uid: string, type: string) =>
    logger.info('Reminder unsubscribed through the e-mail link', { uid, type }),
  unsubscribeRejected: (reason: string) =>
    logger.warn('Unsubscribe link rejected, nothing changed', { reason }),
  unsubscribeFailed: (uid: string, error: unknown) =>
    logger.error('Unsubscribe could not be saved', { uid, error: String(error) }),
  welcomeQueued: (uid: string) => logger.info('Welcome e-mail queued', { uid }),
  forecastRegenerated: (childId: string, points: number) =>
    logger.info('Forecast regenerated', { childId, points }),
  childCorrected: (childId: string, measurements: number, points: number) =>
    logger.info('Child corrected: percentiles and forecast recomputed', {
      childId,
      measurements,
      points,
    }),
  // Whether heights were given, never the heights themselves (personal data stays out of logs).
  parentHeightsChanged: (
    childId: string,
    given: { mother: boolean; father: boolean },
    points: number,
  ) => logger.info("Parents' heights changed: forecast recomputed", { childId, ...given, points }),
  dataExported: (uid: string, children: number) => logger.info('Data exported', { uid, children }),
  dataExportFailed: (uid: string, error: unknown) =>
    logger.error('Data export failed', { uid, error: String(error) }),
  accountDeleted: (uid: string) => logger.info('Account deleted', { uid }),
  accountDeletionFailed: (uid: string, error: unknown) =>
    logger.error('Account deletion failed', { uid, error: String(error) }),
  welcomeAlreadyQueued: (uid: string) => logger.info('Welcome e-mail was already queued', { uid }),
  welcomeHeld: (uid: string) =>
    logger.info('Welcome e-mail waits for the address to be verified', { uid }),
  welcomeFailed: (uid: string, error: unknown) =>
    logger.error('Welcome e-mail could not be queued', { uid, error: String(error) }),
};
