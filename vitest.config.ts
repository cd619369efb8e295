import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { reactWithLingui } from './vite.config';
import { dateSweepDates } from './scripts/lib/sweep-dates.mjs';

/**
 * The suites of code that reads the clock or does calendar arithmetic: ages, seasons, forecasts,
 * reminders, share links, date fields. `npm test` sweeps these; `npm run test:dates` sweeps every
 * unit suite (SPROUT_SWEEP_ALL).
 */
const sweepAll = process.env.SPROUT_SWEEP_ALL === '1';
const dateSensitiveNodeTests = sweepAll
  ? ['core/src/**/*.test.ts', 'functions/src/**/*.test.{ts,tsx}']
  : [
      'core/src/growth/{age,forecast}.test.ts',
      'core/src/{seasons,reminders,sharing,validation}/*.test.ts',
      'functions/src/reminders/reminder-schedule.test.ts',
    ];
const dateSensitiveWebTests = sweepAll
  ? ['web/src/**/*.test.{ts,tsx}']
  : [
      'web/src/app/routes/{dashboard,season,share}-page.test.tsx',
      'web/src/features/seasons/components/*.test.tsx',
      'web/src/features/measurements/components/current-sizes.test.tsx',
      'web/src/features/children/components/edit-child-dialog.test.tsx',
    ];

/**
 * The web unit tests in two projects. Most share one module graph and one happy-dom window for all
 * their files (`web shared graph`): alone on one worker the web tests took 115 s with a graph and a
 * window per file, 64 s without (the window alone cost 0.46 s a file). A file that replaces modules
 * or globals (vi.mock, vi.doMock, vi.resetModules, vi.stubGlobal, vi.stubEnv), or says it needs a
 * graph of its own, keeps one (`web`): in a shared graph its mocks would reach the other files.
 */
function webTestFiles() {
  const root = 'web/src';
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${root}/${file.replaceAll('\\', '/')}`)
    .sort();
  const ownGraph = files.filter((file) =>
    /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(|vitest: a module graph of its own/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  return { ownGraph, shared: files.filter((file) => !ownGraph.includes(file)) };
}
const webTests = webTestFiles();

/**
 * The unit tests run beside the journeys (scripts/test.mjs), where a property test or a DOM
 * page of 50 products took 3-4 times as long as alone (5 s and 18 s). The timeout catches a test
 * that hangs; speed is measured by benchmarks, not here.
 */
const unitTimeoutMs = 60_000;

/**
 * expect.poll's default of 1 s is shorter than a step can take while the unit tests, the emulators
 * and two browsers share 2 cores (a share page's lazily loaded analytics logged after more than
 * 1 s in CI). A poll still returns as soon as its value holds; the longer wait only costs a failing one.
 */
const emulatorExpect = { poll: { timeout: 15_000, interval: 100 } };

const webEnv = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-sprout.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-sprout',
};

/**
 * The date sweep of the unit suites (issue 27): core, the functions' pure modules and the
 * date-sensitive web suites again, once per date of scripts/lib/sweep-dates.mjs, with the clock
 * set to that date (tests/support/sweep-clock.ts). Projects `dates <day> node` (`npm test` runs
 * them with the unit suites) and `dates <day> web` (`npm run test:dates`).
 */
function dateSweepProjects() {
  return dateSweepDates().flatMap((now) => {
    const day = now.slice(0, 10);
    const clock = { env: { SPROUT_TEST_NOW: now }, setupFiles: ['tests/support/sweep-clock.ts'] };
    return [
      {
        test: {
          name: `dates ${day} node`,
          environment: 'node',
          include: dateSensitiveNodeTests,
          testTimeout: unitTimeoutMs,
          // Pure modules: one module graph per worker for all files (8 dates cost 14 s, not 60).
          isolate: false,
          ...clock,
        },
        plugins: [reactWithLingui()],
      },
      {
        plugins: [reactWithLingui(), lingui()],
        test: {
          name: `dates ${day} web`,
          environment: 'happy-dom',
          include: dateSensitiveWebTests,
          testTimeout: unitTimeoutMs,
          env: { ...webEnv, ...clock.env },
          setupFiles: ['web/src/testing/setup-tests.ts', ...clock.setupFiles],
        },
      },
    ];
  });
}

/**
 * The emulator suites that must not share the emulators with the others, run apart from them: the
 * fuzzing compares a fingerprint of the whole database before and after; Send Now, the reminder
 * jobs and the outbox sweep act on every parent (a user another file had just signed up got a
 * season reminder where it waited for its welcome e-mail, and a second Send Now found a new parent
 * to remind). Those run one file at a time, beside the rules suites only (whose files each have a
 * Firestore project of their own), and the fuzzing alone, last. The journeys that time the app's
 * own timeouts (with the page's clock) or count its document reads run first, two at a time among
 * themselves only, so no other file's load is in their measurements. Every other journey and
 * function suite runs two files at a time. The order: scripts/lib/emulator-suites.mjs.
 */
/** The fuzzing calls every function: run last, when the emulator's function workers are warm. */
const fuzzSuite = 'tests/functions/fuzz.test.ts';
const aloneFunctionSuites = [
  // Removes the shared admin allow-list for a moment.
  'tests/functions/admin-allowlist.test.ts',
  'tests/functions/reminders-admin.test.ts',
  'tests/functions/reminders-jobs.test.ts',
  'tests/functions/reminders-mail.test.ts',
];
const timedJourneys = [
  'tests/e2e/dashboard-reads.spec.ts',
  'tests/e2e/failures.spec.ts',
  'tests/e2e/offline.spec.ts',
];
const aloneJourneys = ['tests/e2e/admin-email-settings.spec.ts'];
const aloneSuites = [fuzzSuite, ...aloneFunctionSuites, ...timedJourneys, ...aloneJourneys];
/** The journeys wait for the web build that `npm test` runs beside the emulators' start. */
const journeySetup = ['tests/support/web-built.ts'];

/**
 * Seven projects and the date sweep's: `core`, `web` and `functions-unit` (the functions' pure modules, such as the
 * e-mail templates) need nothing running; `rules`, `functions`,
 * `e2e` and `alone` run inside one `firebase emulators:exec` (npm run test:emulators).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          // With the demo catalogue's check against core's product schema (scripts/seed).
          include: ['core/src/**/*.test.ts', 'scripts/seed/*.test.mjs'],
          testTimeout: unitTimeoutMs,
          // Pure modules: one module graph per worker for all files (the date sweep's projects do
          // the same); measured 23 s with a fresh graph per file, 5 s without.
          isolate: false,
        },
      },
      {
        plugins: [reactWithLingui(), lingui()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: webTests.ownGraph,
          setupFiles: ['web/src/testing/setup-tests.ts'],
          testTimeout: unitTimeoutMs,
          env: webEnv,
        },
      },
      {
        plugins: [reactWithLingui(), lingui()],
        test: {
          name: 'web shared graph',
          environment: 'happy-dom',
          include: webTests.shared,
          // One module graph and one window for all files; each file starts from the same state
          // (shared-graph-setup.ts), whatever the order (checked with --sequence.shuffle).
          isolate: false,
          setupFiles: ['web/src/testing/setup-tests.ts', 'web/src/testing/shared-graph-setup.ts'],
          testTimeout: unitTimeoutMs,
          env: webEnv,
        },
      },
      {
        plugins: [reactWithLingui()],
        test: {
          name: 'functions-unit',
          environment: 'node',
          include: ['functions/src/**/*.test.{ts,tsx}'],
          testTimeout: unitTimeoutMs,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          // Rules tests clear their database between tests: each file has a project of its own in
          // the Firestore emulator (tests/support/rules.ts), with no functions behind it, so
          // clearing never touches another file's data, and they run beside the suites that must
          // run alone (scripts/lib/emulator-suites.mjs).
          sequence: { groupOrder: 0 },
          isolate: false,
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The reminder suites run the jobs in-process (functions/src, whose e-mail templates use
        // Lingui macros and JSX), against the emulators. Two files at once, beside the journeys.
        plugins: [reactWithLingui()],
        test: {
          name: 'functions',
          environment: 'node',
          sequence: { groupOrder: 3 },
          isolate: false,
          include: ['tests/functions/**/*.test.ts'],
          exclude: aloneSuites,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: emulatorExpect,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 3 },
          isolate: false,
          include: ['tests/e2e/**/*.spec.ts'],
          exclude: aloneSuites,
          setupFiles: journeySetup,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: emulatorExpect,
        },
      },
      {
        // One file at a time, beside the rules only: see aloneSuites.
        plugins: [reactWithLingui()],
        test: {
          name: 'alone',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: aloneFunctionSuites,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: emulatorExpect,
        },
      },
      {
        // Alone too, after everything else (scripts/lib/emulator-suites.mjs): see fuzzSuite.
        plugins: [reactWithLingui()],
        test: {
          name: 'fuzz',
          environment: 'node',
          include: [fuzzSuite],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: emulatorExpect,
        },
      },
      {
        test: {
          name: 'timed journeys',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: timedJourneys,
          setupFiles: journeySetup,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: emulatorExpect,
        },
      },
      {
        test: {
          name: 'alone journeys',
          environment: 'node',
          sequence: { groupOrder: 2 },
          include: aloneJourneys,
          setupFiles: journeySetup,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: emulatorExpect,
        },
      },
      ...dateSweepProjects(),
    ],
  },
});
