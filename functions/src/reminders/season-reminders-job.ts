import { getFirestore } from 'firebase-admin/firestore';
import {
  collections,
  comingSeason,
  marketFor,
  paths,
  remindsSubscriber,
  seasonRemindedOn,
  type ChildData,
  type Hemisphere,
  type SeasonInstance,
  type UserProfile,
} from '@sprout/core';
import { converter, docRef, getAllOf } from '../lib/firestore';
import { logs } from '../logs';
import { outboxWriter, type OutboxWriter, type QueuedMessage } from '../mail/queue-mail';
import { forEachPage } from './reminder-pages';
import { parentContext, reminderMailIds } from './reminder-mail';
import { renderSeasonReminder } from './templates';
import { verifiedAddresses } from './reminder-recipients';
import { predictionKey, predictionsFor, reminderSizes, staleDaysOf } from './reminder-sizes';

export type ReminderJobOptions = {
  /** The run's calendar day (YYYY-MM-DD, Europe/Stockholm for the schedule). */
  date: string;
  /** The web app's origin for the e-mails' links. */
  appUrl: string;
  /** Profiles read per page (bounded memory: `pagesInParallel` pages at a time). */
  pageSize?: number;
  /**
   * Epoch ms after which no new page is started (the function's time limit, less a margin). A
   * run cut short says `complete: false`; running it again goes on where it stopped, since the
   * parents already queued are skipped at the cost of one read each.
   */
  deadline?: number;
  /**
   * Count only (Send Now's confirmation): `queued` is how many e-mails the run would queue now,
   * and nothing is written.
   */
  dryRun?: boolean;
};

export type ReminderJobResult = {
  date: string;
  /** Profiles (season) or children (birthday) the query returned. */
  scanned: number;
  /** New outbox documents. */
  queued: number;
  /** Already in the outbox (an earlier run): not queued again. */
  alreadyQueued: number;
  /** Deleted, unverified or disabled accounts, or switched off (birthday: owner's switch). */
  skipped: number;
  /** False when the deadline stopped the run before every page was read. */
  complete: boolean;
  /** A dry run only: the first few addresses it would e-mail (Send Now shows them). */
  sample?: string[];
};

/** How many addresses a dry run names (a sample to check, not the list). */
export const dryRunSampleSize = 5;

/** Adds addresses to a dry run's sample, up to its size. */
export function addToSample(result: ReminderJobResult, addresses: readonly string[]): void {
  const sample = (result.sample ??= []);
  for (const address of addresses) {
    if (sample.length >= dryRunSampleSize) return;
    if (address && !sample.includes(address)) sample.push(address);
  }
}

/** Where a run's time went, summed over its pages (ms; pages overlap, so the sum can exceed the run). */
export type SeasonJobPhases = Record<
  'accounts' | 'outboxCheck' | 'children' | 'forecasts' | 'render' | 'write',
  number
>;

export type SeasonJobResult = ReminderJobResult & {
  phaseMs: SeasonJobPhases;
  /** The season each hemisphere hears about, or null when the day sends nothing. */
  seasons: Record<Hemisphere, SeasonInstance> | null;
};

/** Most values in one `in` filter. */
export const firestoreInLimit = 30;
/** Pages worked on at once: reads of the next overlap the writes of the last (memory: 3 pages). */
export const pagesInParallel = 3;

/**
 * The season reminders of `date` (spec section 9): every parent whose season reminders are on,
 * with a verified address, gets one e-mail naming the coming season in their hemisphere, with
 * the forecast sizes for it of each of their own children and of the children they record for
 * as a guardian who opted in to their reminders (issue 33). On a day that is not a reminder day
 * (Feb 1, May 1, Aug 1, Nov 1) nothing is sent, unless `anyDay` (the admin's Send Now): then the
 * coming season's reminder goes to those who have not had it (comingSeason).
 *
 * Parents are read in pages by cursor with the switch in the query; each page's e-mails go into
 * the outbox under `season-{uid}-{season}-{year}` with create(), so running again, the schedule's
 * retry and Send Now on the same season queue nothing twice, and the outbox sends at its own
 * rate. Memory holds one page.
 */
export async function runSeasonReminders(
  options: ReminderJobOptions & { anyDay?: boolean },
): Promise<SeasonJobResult> {
  const { date, pageSize = 200 } = options;
  const result: SeasonJobResult = {
    date,
    seasons: null,
    scanned: 0,
    queued: 0,
    alreadyQueued: 0,
    skipped: 0,
    complete: true,
    phaseMs: { accounts: 0, outboxCheck: 0, children: 0, forecasts: 0, render: 0, write: 0 },
  };
  const onDay = {
    northern: seasonRemindedOn(date, 'northern'),
    southern: seasonRemindedOn(date, 'southern'),
  };
  if ((!onDay.northern || !onDay.southern) && !options.anyDay) {
    logs.remindersRun('season', date, result);
    return result;
  }
  const seasons = {
    northern: comingSeason(date, 'northern'),
    southern: comingSeason(date, 'southern'),
  };
  result.seasons = seasons;

  const outbox = outboxWriter();
  const { complete } = await forEachPage(
    getFirestore()
      .collection(collections.users)
      .withConverter(converter<'user'>())
      .where('emailReminders', '==', true),
    {
      pageSize,
      parallel: pagesInParallel,
      ...(options.deadline ? { deadline: options.deadline } : {}),
    },
    async (docs) => {
      result.scanned += docs.length;
      await queuePage(
        docs.map((doc) => ({ uid: doc.id, profile: doc.data() })),
        seasons,
        options,
        outbox,
        result,
      );
    },
  );
  await outbox.close();
  result.complete = complete;
  if (!options.dryRun) logs.remindersRun('season', date, result);
  return result;
}

async function queuePage(
  parents: Array<{ uid: string; profile: UserProfile }>,
  seasons: Record<Hemisphere, SeasonInstance>,
  options: ReminderJobOptions,
  outbox: OutboxWriter,
  result: SeasonJobResult,
) {
  const { date, appUrl } = options;
  const db = getFirestore();
  const phase = timer(result.phaseMs);
  const addresses = await verifiedAddresses(parents.map((p) => p.uid));
  phase('accounts');
  const candidates = parents
    .filter((p) => addresses.has(p.uid))
    .map((p) => {
      const season = seasons[marketFor(p.profile.locale).hemisphere];
      return { ...p, season, mailId: reminderMailIds.season(p.uid, season) };
    });
  result.skipped += parents.length - candidates.length;
  if (candidates.length === 0) return;

  // Parents who already have this season's e-mail (an earlier or interrupted run) cost one read.
  const existing = await db.getAll(...candidates.map((c) => docRef(paths.mail(c.mailId))));
  const due = candidates.filter((_, i) => !existing[i]?.exists);
  phase('outboxCheck');
  result.alreadyQueued += candidates.length - due.length;
  if (due.length === 0) return;
  // A dry run (Send Now's count) stops here: who is due, and nothing written.
  if (options.dryRun) {
    result.queued += due.length;
    addToSample(
      result,
      due.map((p) => addresses.get(p.uid) ?? ''),
    );
    return;
  }

  const childrenOf = await remindedChildren(due.map((p) => p.uid));
  phase('children');
  const predictions = await predictionsFor(
    due.flatMap((p) =>
      (childrenOf.get(p.uid) ?? []).map((child) => ({ childId: child.id, season: p.season })),
    ),
    date,
  );
  phase('forecasts');

  const messages = await Promise.all(
    due.map(async (parent): Promise<[string, QueuedMessage]> => {
      const children = (childrenOf.get(parent.uid) ?? []).map((child) => {
        const prediction = predictions.get(predictionKey(child.id, parent.season));
        return {
          childId: child.id,
          name: child.data.name,
          ...reminderSizes(prediction, child.data),
          staleDays: staleDaysOf(child.data, prediction, date),
        };
      });
      const rendered = await renderSeasonReminder({
        ...parentContext(parent.uid, parent.profile, 'season', appUrl),
        season: parent.season.season,
        year: parent.season.year,
        children,
      });
      return [
        parent.mailId,
        {
          to: addresses.get(parent.uid) ?? '',
          template: 'season-reminder',
          uid: parent.uid,
          reminder: 'season',
          ...rendered,
        },
      ];
    }),
  );
  phase('render');
  countQueued(await outbox.queueAll(messages), result);
  phase('write');
}

/** Adds the time since the last call to a phase. */
function timer(phases: SeasonJobPhases) {
  let last = Date.now();
  return (name: keyof SeasonJobPhases) => {
    const now = Date.now();
    phases[name] += now - last;
    last = now;
  };
}

/** Adds a page's outcomes to the run's counts. */
export function countQueued(created: boolean[], result: ReminderJobResult) {
  for (const one of created) {
    if (one) result.queued += 1;
    else result.alreadyQueued += 1;
  }
}

/**
 * The children each parent hears about, oldest entry first: their own, and those they record for
 * as a guardian who opted in to the child's reminders (issue 33); never those they only follow.
 * Equality filters only, so Firestore's single-field indexes serve both queries.
 */
async function remindedChildren(uids: readonly string[]) {
  const byParent = new Map<string, Array<{ id: string; data: ChildData }>>();
  const add = (uid: string, id: string, data: ChildData) => {
    const list = byParent.get(uid) ?? [];
    if (!list.some((child) => child.id === id)) list.push({ id, data });
    byParent.set(uid, list);
  };
  const db = getFirestore();
  const children = db.collection(collections.children).withConverter(converter<'child'>());
  const subscriptions = db
    .collection(collections.subscriptions)
    .withConverter(converter<'subscription'>());
  const chunks: string[][] = [];
  for (let i = 0; i < uids.length; i += firestoreInLimit) {
    chunks.push(uids.slice(i, i + firestoreInLimit));
  }
  const [owned, guarded] = await Promise.all([
    Promise.all(chunks.map((chunk) => children.where('ownerId', 'in', chunk).get())),
    Promise.all(
      chunks.map((chunk) =>
        subscriptions.where('subscriberId', 'in', chunk).where('reminders', '==', true).get(),
      ),
    ),
  ]);
  for (const snap of owned) {
    for (const doc of snap.docs) add(doc.data().ownerId, doc.id, doc.data());
  }
  const guardianships = guarded
    .flatMap((snap) => snap.docs.map((doc) => doc.data()))
    .filter(remindsSubscriber);
  if (guardianships.length > 0) {
    const snaps = await getAllOf(guardianships.map((s) => paths.child(s.childId)));
    guardianships.forEach((s, i) => {
      const child = snaps[i];
      // A child deleted since, or whose owner changed, is not theirs to hear about.
      if (child && child.ownerId === s.ownerId) add(s.subscriberId, s.childId, child);
    });
  }
  for (const list of byParent.values())
    list.sort((a, b) => a.data.createdAt.localeCompare(b.data.createdAt));
  return byParent;
}
