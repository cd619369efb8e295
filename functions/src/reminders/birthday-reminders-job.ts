import { getFirestore } from 'firebase-admin/firestore';
import {
  ageOnBirthday,
  birthdayReminderTarget,
  collections,
  currentSeason,
  marketFor,
  paths,
  remindsSubscriber,
  type ChildData,
  type UserProfile,
} from '@sprout/core';
import { converter, docRef, getAllOf } from '../lib/firestore';
import { logs } from '../logs';
import { outboxWriter, type OutboxWriter, type QueuedMessage } from '../mail/queue-mail';
import { forEachPage } from './reminder-pages';
import { formatBirthDate, parentContext, reminderMailIds } from './reminder-mail';
import { renderBirthdayReminder } from './templates';
import { verifiedAddresses } from './reminder-recipients';
import { predictionKey, predictionsFor, reminderSizes } from './reminder-sizes';
import {
  addToSample,
  countQueued,
  firestoreInLimit,
  pagesInParallel,
  type ReminderJobOptions,
  type ReminderJobResult,
} from './season-reminders-job';

export type BirthdayJobResult = ReminderJobResult & { birthday: string };

/**
 * The birthday reminders of `date` (spec section 9): for every child whose birthday is 14 days
 * later (29 February children on 28 February in other years), an e-mail to the owner, if their
 * birthday reminders are on and their address verified, with the age the child turns and the
 * forecast sizes for the season of the birthday; the same to each guardian of the child who opted
 * in to its reminders (issue 33), on the same conditions.
 *
 * The query is on the children, not the parents: a day's birthdays are 1/365 of the children,
 * found through the birth dates that celebrate on that day (one `in` query of at most 25 dates,
 * paged by cursor), where scanning every parent with the switch on would read them all each day.
 * The switch is read from each owner's profile. Each e-mail is queued under
 * `birthday-{uid}-{childId}-{year}` with create(): once per child and year however often it runs.
 */
export async function runBirthdayReminders(
  options: ReminderJobOptions,
): Promise<BirthdayJobResult> {
  const { date, pageSize = 200 } = options;
  const { birthday, birthDates } = birthdayReminderTarget(date);
  const result: BirthdayJobResult = {
    date,
    birthday,
    scanned: 0,
    queued: 0,
    alreadyQueued: 0,
    skipped: 0,
    complete: true,
  };
  const outbox = outboxWriter();
  const { complete } = await forEachPage(
    getFirestore()
      .collection(collections.children)
      .withConverter(converter<'child'>())
      .where('birthDate', 'in', birthDates),
    {
      pageSize,
      parallel: pagesInParallel,
      ...(options.deadline ? { deadline: options.deadline } : {}),
    },
    async (docs) => {
      result.scanned += docs.length;
      await queuePage(
        docs.map((doc) => ({ childId: doc.id, child: doc.data() })),
        birthday,
        options,
        outbox,
        result,
      );
    },
  );
  await outbox.close();
  result.complete = complete;
  if (!options.dryRun) logs.remindersRun('birthday', date, result);
  return result;
}

async function queuePage(
  children: Array<{ childId: string; child: ChildData }>,
  birthday: string,
  options: ReminderJobOptions,
  outbox: OutboxWriter,
  result: BirthdayJobResult,
) {
  const { date, appUrl } = options;
  const db = getFirestore();
  // Each child's recipients: the owner, and the guardians who opted in to its reminders.
  const guardians = await remindedGuardians(children.map((c) => c.childId));
  const recipients = children.flatMap(({ childId, child }) => [
    { childId, child, uid: child.ownerId },
    ...(guardians.get(childId) ?? []).map((uid) => ({ childId, child, uid })),
  ]);
  const uids = [...new Set(recipients.map((r) => r.uid))];
  const [recipientProfiles, addresses] = await Promise.all([
    getAllOf(uids.map((uid) => paths.user(uid))),
    verifiedAddresses(uids),
  ]);
  const profiles = new Map<string, UserProfile>();
  recipientProfiles.forEach((profile, i) => {
    const uid = uids[i];
    if (uid && profile?.birthdayReminders === true) profiles.set(uid, profile);
  });

  const candidates = recipients.flatMap(({ childId, child, uid }) => {
    const profile = profiles.get(uid);
    if (!profile || !addresses.has(uid)) return [];
    const season = currentSeason(birthday, marketFor(profile.locale).hemisphere);
    return [
      {
        childId,
        child,
        uid,
        profile,
        season,
        mailId: reminderMailIds.birthday(uid, childId, birthday),
      },
    ];
  });
  result.skipped += recipients.length - candidates.length;
  if (candidates.length === 0) return;

  const existing = await db.getAll(...candidates.map((c) => docRef(paths.mail(c.mailId))));
  const due = candidates.filter((_, i) => !existing[i]?.exists);
  result.alreadyQueued += candidates.length - due.length;
  if (due.length === 0) return;
  // A dry run (Send Now's count) stops here: who is due, and nothing written.
  if (options.dryRun) {
    result.queued += due.length;
    addToSample(
      result,
      due.map((c) => addresses.get(c.uid) ?? ''),
    );
    return;
  }

  const predictions = await predictionsFor(
    due.map(({ childId, season }) => ({ childId, season })),
    date,
  );
  const messages = await Promise.all(
    due.map(
      async ({
        childId,
        child,
        uid,
        profile,
        season,
        mailId,
      }): Promise<[string, QueuedMessage]> => {
        const rendered = await renderBirthdayReminder({
          ...parentContext(uid, profile, 'birthday', appUrl),
          child: {
            childId,
            name: child.name,
            ...reminderSizes(predictions.get(predictionKey(childId, season)), child),
            birthDate: formatBirthDate(child.birthDate, profile.language),
            upcomingAge: ageOnBirthday(child.birthDate, birthday),
            birthday,
          },
        });
        return [
          mailId,
          {
            to: addresses.get(uid) ?? '',
            template: 'birthday-reminder',
            uid,
            reminder: 'birthday',
            ...rendered,
          },
        ];
      },
    ),
  );
  countQueued(await outbox.queueAll(messages), result);
}

/** The guardians of each child who opted in to its reminders (issue 33), by child id. */
async function remindedGuardians(childIds: readonly string[]): Promise<Map<string, string[]>> {
  const byChild = new Map<string, string[]>();
  const subscriptions = getFirestore()
    .collection(collections.subscriptions)
    .withConverter(converter<'subscription'>());
  const chunks: string[][] = [];
  for (let i = 0; i < childIds.length; i += firestoreInLimit) {
    chunks.push(childIds.slice(i, i + firestoreInLimit));
  }
  const snaps = await Promise.all(
    chunks.map((chunk) =>
      subscriptions.where('childId', 'in', chunk).where('reminders', '==', true).get(),
    ),
  );
  for (const snap of snaps) {
    for (const doc of snap.docs) {
      const s = doc.data();
      if (!remindsSubscriber(s)) continue;
      byChild.set(s.childId, [...(byChild.get(s.childId) ?? []), s.subscriberId]);
    }
  }
  return byChild;
}
