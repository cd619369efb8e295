// npm run bench:reminders [-- --users 10000]
// The reminder jobs at scale on the emulators (Auth + Firestore; no Functions emulator, so no
// e-mail goes through SMTP: what is measured is the scan and the queueing into the outbox, which
// is the jobs' whole work; sending is the outbox's, at its own limited rate). It seeds N verified
// parents (default 10 000; 9 in 10 with season reminders on, 8 in 10 with birthday reminders on,
// all 17 markets, so both hemispheres) with 1-3 children each, 95 % of them with a fresh stored
// forecast and 5 % with only a measurement (the job forecasts those), and 1 child in 20 with a
// birthday 14 days after the run. Then it runs each job twice through the built scheduled
// functions (`seasonReminders.run`, `birthdayReminders.run`: the same code as the schedule) for
// 2027-02-01 and prints users per second, the outbox documents written, duplicates (two
// documents for one reminder: must be 0; the second run must add none) and peak RSS.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type UserImportRecord } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../core/src/firestore-paths';
import { marketCodes, markets } from '../../core/src/markets/markets';
import { comingSeason } from '../../core/src/reminders/reminder-dates';
import type { ChildData, PredictionData } from '../../core/src/children/child.types';
import type { UserProfile } from '../../core/src/profile/profile.types';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const usersFlag = args.indexOf('--users');
const users = usersFlag === -1 ? 10_000 : Number(args[usersFlag + 1]);
if (!Number.isInteger(users) || users < 1) {
  console.error('usage: npm run bench:reminders -- --users <N>');
  process.exit(2);
}

/** mulberry32: a seeded PRNG, so every run seeds the same data. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const runDate = '2027-02-01';
const birthday = '2027-02-15';
const scheduleTime = '2027-02-01T07:00:00.000Z'; // 08:00 in Stockholm

type ScheduledFunction = {
  run: (event: { scheduleTime: string; jobName?: string }) => Promise<unknown>;
};

async function bench() {
  // The functions' settings, as functions/.env.local and .secret.local give the emulator.
  process.env.APP_URL ??= 'http://127.0.0.1:5173';
  process.env.UNSUBSCRIBE_SECRET ??= 'bench-only-unsubscribe-key-0123456789-abcdefghij';
  process.env.UNSUBSCRIBE_URL ??=
    'http://127.0.0.1:5001/demo-sprout/europe-west1/reminderUnsubscribe';
  process.env.UNSUBSCRIBE_EMAIL ??= 'unsubscribe@sprout.localhost';
  // The built functions (npm run build:functions) initialise the default Admin app themselves.
  const require = createRequire(import.meta.url);
  const functions = require(`${root}functions/lib/index.js`) as Record<string, ScheduledFunction>;
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore();

  console.log(`Seeding ${users} parents on the emulators ...`);
  const seedStart = Date.now();
  const seeded = await seed(db);
  console.log(
    `  ${users} parents, ${seeded.children} children (${seeded.birthdays} with a birthday on ${birthday}) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const rows: string[] = [];
  for (const [name, fn, template, scanned] of [
    ['season', functions.seasonReminders, 'season-reminder', users],
    ['birthday', functions.birthdayReminders, 'birthday-reminder', seeded.birthdays],
  ] as const) {
    if (!fn) throw new Error(`functions/lib has no ${name} function: run npm run build:functions`);
    for (const pass of [1, 2]) {
      const before = await outboxCount(db, template);
      const peak = peakRss();
      const start = process.hrtime.bigint();
      await fn.run({ scheduleTime, jobName: `bench-${name}` });
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const rss = peak.stop();
      const written = (await outboxCount(db, template)) - before;
      rows.push(
        [
          `${name} run ${pass}`.padEnd(16),
          `${seconds.toFixed(1).padStart(7)} s`,
          `${Math.round(scanned / seconds)
            .toString()
            .padStart(6)} ${name === 'season' ? 'users' : 'children'}/s`,
          `${written.toString().padStart(6)} outbox documents written`,
          `peak RSS ${rss} MB`,
        ].join('  '),
      );
      console.log(rows[rows.length - 1]);
    }
  }

  const duplicates = await countDuplicates(db);
  console.log('');
  console.log(
    `expected: ${seeded.seasonRecipients} season e-mails, ${seeded.birthdayRecipients} birthday e-mails`,
  );
  console.log(`duplicates found: ${duplicates} (two outbox documents for one reminder)`);
  console.log(
    `process peak RSS (seeding included): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  process.exit(duplicates === 0 ? 0 : 1);
}

/** Samples RSS every 50 ms while a job runs. */
function peakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024);
    },
  };
}

async function outboxCount(db: FirebaseFirestore.Firestore, template: string) {
  return (
    await db.collection(collections.mail).where('template', '==', template).count().get()
  ).data().count;
}

/** Outbox documents that are a second e-mail for the same (type, user, child or season, period). */
async function countDuplicates(db: FirebaseFirestore.Firestore): Promise<number> {
  const seen = new Set<string>();
  let duplicates = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection(collections.mail)
      .orderBy('__name__')
      .select('uid', 'template', 'subject', 'text')
      .limit(2000);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const template = String(doc.get('template'));
      // Season: one per parent and season (subject); birthday: one per parent and child (text).
      const key =
        template === 'season-reminder'
          ? `${template}|${String(doc.get('uid'))}|${String(doc.get('subject'))}`
          : `${template}|${String(doc.get('uid'))}|${String(doc.get('text'))}`;
      if (seen.has(key)) duplicates += 1;
      seen.add(key);
    }
    if (page.size < 2000) break;
    last = page.docs[page.docs.length - 1];
  }
  // Per parent, the season e-mails must also be one: several ids for one uid would be repeats.
  const perParent = new Map<string, number>();
  for (const key of seen) {
    if (!key.startsWith('season-reminder|')) continue;
    const uid = key.split('|')[1] ?? '';
    perParent.set(uid, (perParent.get(uid) ?? 0) + 1);
  }
  for (const count of perParent.values()) if (count > 1) duplicates += count - 1;
  return duplicates;
}

async function seed(db: FirebaseFirestore.Firestore) {
  const random = prng(15);
  const auth = getAuth();
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.failedAttempts < 5);
  let children = 0;
  let birthdays = 0;
  let seasonRecipients = 0;
  let birthdayRecipients = 0;
  const now = new Date().toISOString();
  for (let start = 0; start < users; start += 1000) {
    const batch: UserImportRecord[] = [];
    for (let i = start; i < Math.min(users, start + 1000); i += 1) {
      const uid = `bench-${String(i).padStart(6, '0')}`;
      const email = `${uid}@bench.sprout.test`;
      batch.push({ uid, email, emailVerified: true });
      const market = markets[marketCodes[Math.floor(random() * marketCodes.length)] ?? 'SE'];
      const profile: UserProfile = {
        email,
        name: `Parent ${i}`,
        locale: market.code,
        language: market.language,
        measurementSystem: market.measurementSystem,
        emailReminders: random() < 0.9,
        birthdayReminders: random() < 0.8,
        termsAcceptedAt: Timestamp.now(),
        createdAt: Timestamp.now(),
      };
      if (profile.emailReminders) seasonRecipients += 1;
      void writer.set(db.doc(`${collections.users}/${uid}`), profile);
      const season = comingSeason(runDate, market.hemisphere);
      const count = 1 + Math.floor(random() * 3);
      for (let c = 0; c < count; c += 1) {
        const childId = `${uid}-c${c}`;
        const hasBirthday = random() < 0.05;
        const year = 2008 + Math.floor(random() * 18);
        const birthDate = hasBirthday
          ? `${year}-02-15`
          : `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
        if (birthDate.slice(5) === '02-15') {
          birthdays += 1;
          if (profile.birthdayReminders) birthdayRecipients += 1;
        }
        const child: ChildData = {
          ownerId: uid,
          name: `Child ${i}.${c}`,
          birthDate,
          gender: random() < 0.5 ? 'female' : 'male',
          createdAt: now,
        };
        void writer.set(db.doc(`${collections.children}/${childId}`), child);
        children += 1;
        const height = 80 + random() * 70;
        if (random() < 0.95) {
          const point: PredictionData = {
            step: 1,
            season: season.season,
            year: season.year,
            date: season.start,
            ageMonths: 60,
            height: { value: height, low: height - 3, high: height + 3 },
            footLength: { value: 17, low: 16.4, high: 17.6, estimated: false },
            confidence: 0.9,
            accuracy: 'high',
            clothingSize: 110,
            catalogueClothingSize: 110,
            shoeSize: 28,
            generatedAt: now,
          };
          void writer.set(
            db.doc(
              `${collections.children}/${childId}/predictions/${season.season}-${season.year}`,
            ),
            point,
          );
        } else {
          void writer.set(db.doc(`${collections.children}/${childId}/measurements/m1`), {
            measuredAt: '2026-10-01',
            height,
            weight: 20,
            footLength: 18,
            createdAt: now,
          });
        }
      }
    }
    const result = await auth.importUsers(batch);
    if (result.failureCount > 0)
      throw new Error(`Auth import failed: ${result.errors[0]?.error.message}`);
  }
  await writer.close();
  return { children, birthdays, seasonRecipients, birthdayRecipients };
}

// Outside the emulators: start them (Auth and Firestore only) around this same script.
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  const command = `node scripts/run-ts.mjs tests/bench/reminders.ts --users ${users}`;
  const child = spawn(
    process.execPath,
    ['scripts/emulators.mjs', 'exec', '--only', 'auth,firestore', command],
    { cwd: root, stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await bench();
}
