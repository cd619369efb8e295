#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure. Each step's whole output goes to
// `.tmp/logs/<step>.log`; the console gets one line per step (counts and seconds), then the
// slowest tests. A failing step prints the end of its log (and of the emulators' log).
// The emulator suites (rules, functions, browser journeys) share one `firebase emulators:exec`
// and one SMTP sink. On two cores: lint beside the translations and types, then the unit tests
// beside the builds and the emulator suites, whose journeys leave a core mostly idle.
//   npm test                          everything
//   npm run test:emulators [-- -- f]  only the builds and the emulator suites (f: file filters)
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink.mjs';
import { execOnEmulators } from './lib/exec-on-emulators.mjs';
import { runLogged } from './lib/run-logged.mjs';
import { dateSweepDates } from './lib/sweep-dates.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const logs = join(root, '.tmp', 'logs');
// Anything after `--` narrows the emulator suites to matching test files (vitest filters).
const dashDash = process.argv.indexOf('--');
const filters = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);

/** Stops every running step once one fails (or on Ctrl-C): the lanes run side by side. */
const stopAll = new AbortController();
for (const name of ['SIGINT', 'SIGTERM']) process.on(name, () => stopAll.abort());

/** Runs a command with its output in `log`; resolves with the exit code. */
const run = (command, args, log) =>
  runLogged(command, args, log, { cwd: root, signal: stopAll.signal });

/**
 * The same at a lower priority, for the checks beside the emulator suites: those journeys wait on
 * the emulators and Chromium in turns, and are the longest lane; the checks take the cores only
 * when the journeys leave them idle, so the journeys run almost as fast as alone.
 */
const runBeside = (command, args, log) =>
  runLogged(command, args, log, { cwd: root, signal: stopAll.signal, nice: 19 });

/** The vitest arguments that write a JSON report (counts, durations) next to the step's log. */
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(logs, `${name}.json`)}`,
  // Console output of a passing test stays out of the log; a failing test's is kept.
  '--silent=passed-only',
];

/** "775 tests in 110 files" from a step's JSON report(s), or null. */
function vitestSummary(name) {
  const report = readReport(name);
  if (!report) return null;
  const failed = report.numFailedTests ? `, ${report.numFailedTests} failed` : '';
  return `${report.numPassedTests} tests in ${report.testResults.length} files${failed}`;
}

/**
 * A step's JSON report: `<name>.json`, or the reports of its vitest runs (`<name>-*.json`, the
 * emulator suites' phases) added up. Null when there is none.
 */
function readReport(name) {
  const files = existsSync(logs)
    ? readdirSync(logs).filter(
        (file) =>
          file === `${name}.json` || (file.startsWith(`${name}-`) && file.endsWith('.json')),
      )
    : [];
  const reports = files.flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(join(logs, file), 'utf8'))];
    } catch {
      return [];
    }
  });
  if (reports.length === 0) return null;
  return {
    numPassedTests: reports.reduce((sum, report) => sum + report.numPassedTests, 0),
    numFailedTests: reports.reduce((sum, report) => sum + report.numFailedTests, 0),
    testResults: reports.flatMap((report) => report.testResults),
  };
}

const sweepDays = dateSweepDates().length;

/** Written by the web build step with its exit code; the emulator suites wait for it. */
const webBuilt = join(logs, 'web-built');

const steps = [
  // Extracts the messages (a catalog that misses one fails) and compiles the catalogs that the
  // types, the unit tests and the functions build read: first, and alone, as it rewrites them.
  { name: 'translations', run: (log) => run('npm', ['run', 'i18n:check'], log) },
  { name: 'lint', run: (log) => runBeside('npm', ['run', 'lint'], log) },
  { name: 'types', run: (log) => runBeside('npm', ['run', 'typecheck', '--silent'], log) },
  {
    name: 'unit tests',
    run: (log) =>
      runBeside(
        'npx',
        [
          '--no-install',
          'vitest',
          'run',
          // One worker: the emulator lane is the long one, and a second unit worker only takes CPU
          // from it (measured: the unit tests took 376 s with one worker beside it, 399 s with
          // two; the whole run 586 s against 657 s).
          '--maxWorkers=1',
          '--project',
          'core',
          '--project',
          'web',
          '--project',
          'web shared graph',
          '--project',
          'functions-unit',
          // The date sweep of the pure suites: the same suites on each day of the sweep.
          '--project',
          'dates * node',
          ...vitestReport('unit'),
        ],
        log,
      ),
    summary: () => `${vitestSummary('unit')}, the pure ones also on ${sweepDays} days`,
    reportName: 'unit',
  },
  {
    name: 'build functions',
    // The full run compiled the catalogs in its translation step: compiling them again here would
    // rewrite files that the checks beside it are reading.
    run: (log) =>
      emulatorsOnly
        ? run('npm', ['run', 'build:functions'], log)
        : run('npm', ['run', 'build', '--workspace', 'functions'], log),
  },
  // Builds the web app (emulator mode) for the browser journeys, and checks each route's
  // first-load JavaScript against its budget (issue 18).
  // The emulators start meanwhile; the journeys wait for this step's mark (webBuilt) to begin.
  {
    name: 'build web and size budgets',
    run: async (log) => {
      const code = await run('npm', ['run', 'size'], log);
      writeFileSync(webBuilt, String(code));
      return code;
    },
  },
  {
    name: 'emulator suites',
    run: async (log) => {
      const sink = await startSmtpSink({ quiet: true });
      try {
        return await runSuitesOnEmulators(log);
      } finally {
        await sink.stop();
      }
    },
    summary: () => vitestSummary('emulators'),
    reportName: 'emulators',
    emulatorLog: join(logs, 'emulators.log'),
  },
];

/**
 * The rules, functions and journey suites in one `emulators:exec`; the emulators' own log goes to
 * `.tmp/logs/emulators.log`, the suites' output to the step's log.
 */
async function runSuitesOnEmulators(log) {
  const out = createWriteStream(log, { flags: 'a' });
  const { code } = await execOnEmulators({
    only: 'auth,firestore,functions,hosting',
    command: [
      // The emulators start beside the web build; the journeys wait for it (web-built.ts).
      `SPROUT_WEB_BUILT=${JSON.stringify(webBuilt)}`,
      // Two phases of vitest runs, each with its report (emulators-<phase>.json).
      'node scripts/lib/emulator-suites.mjs',
      JSON.stringify(logs),
      ...filters,
    ].join(' '),
    dir: logs,
    output: out,
    signal: stopAll.signal,
  });
  await new Promise((resolve) => out.end(resolve));
  return code;
}

/** The last `count` lines of a file, for a failing step. */
function tail(path, count) {
  if (!existsSync(path)) return '';
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
}

/** The slowest tests of every JSON report written in this run. */
function slowestTests(count = 20) {
  const tests = [];
  for (const name of ['unit', 'emulators']) {
    for (const file of readReport(name)?.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        tests.push({
          ms: test.duration ?? 0,
          where: `${relative(root, file.name)} › ${test.title}`,
        });
      }
    }
  }
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

const emulatorsOnly = process.argv.includes('--emulators');
const named = (name) => steps.find((step) => step.name === name);
/**
 * What runs when: a list runs in order, `together` side by side. After the translations, two
 * lanes: the static checks and the unit tests, which need no build, beside the builds and the
 * emulator suites, whose journeys leave part of the two cores idle (about 740 s in a row, under
 * 600 s side by side on a fresh clone). A failure in either lane stops the other.
 */
const together = (...lanes) => ({ together: lanes });
// The functions first (the emulators load them at start), then the web build beside the emulators'
// start: the suites begin once both are ready.
const builds = [
  named('build functions'),
  together(named('build web and size budgets'), named('emulator suites')),
];
const plan = emulatorsOnly
  ? builds
  : [
      named('translations'),
      together([together(named('lint'), named('types')), named('unit tests')], builds),
    ];

rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
console.log(`npm test: each step's output is in ${relative(root, logs)}/`);

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
const logOf = (step) => join(logs, `${step.name.replaceAll(/[^a-z0-9]+/gi, '-')}.log`);

/** Runs one step; prints its line; returns its exit code. */
async function runStep(step) {
  const t0 = Date.now();
  let stopped = false;
  const noteStop = () => (stopped = true);
  stopAll.signal.addEventListener('abort', noteStop, { once: true });
  const code = await step.run(logOf(step));
  stopAll.signal.removeEventListener('abort', noteStop);
  // A step the other lane's failure stopped says so (firebase-tools exits 0 when stopped), never ✔.
  const summary = stopped ? 'stopped' : (step.summary?.() ?? '');
  const mark = code === 0 && !stopped ? '✔' : '✖';
  console.log(`${mark} ${seconds(Date.now() - t0)}  ${step.name}${summary ? `: ${summary}` : ''}`);
  return stopped && code === 0 ? 1 : code;
}

function reportFailure(step, code) {
  console.error(
    `\n✖ ${step.name} failed (exit ${code}). The end of ${relative(root, logOf(step))}:`,
  );
  console.error(tail(logOf(step), 120));
  if (step.emulatorLog) {
    console.error(`\n--- the end of ${relative(root, step.emulatorLog)} ---`);
    console.error(tail(step.emulatorLog, 30));
  }
  // Last, so that a log cut to its end still names them: a journey's browser report can fill
  // the 120 lines above (CI once showed only repeated console lines, and not which test failed).
  const failed = failedTests(step.reportName);
  if (failed.length > 0) {
    console.error(`\n--- the failed tests (${failed.length}) ---`);
    console.error(failed.join('\n'));
  }
  process.exit(code);
}

/** Each failed test of a step's JSON report(s): where, and the start of its first message. */
function failedTests(reportName) {
  if (!reportName) return [];
  return (readReport(reportName)?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n    ');
        return `✖ ${relative(root, file.name)} › ${test.fullName ?? test.title}\n    ${message}`;
      }),
  );
}

/** Runs a plan item; resolves with the first failure ({ step, code }) or null. */
async function runPlan(item) {
  if (Array.isArray(item)) {
    for (const part of item) {
      const failure = await runPlan(part);
      if (failure) return failure;
    }
    return null;
  }
  if (item.together) {
    const failures = await Promise.all(
      item.together.map(async (lane) => {
        const failure = await runPlan(lane);
        // One lane failed: the others stop rather than run on for minutes.
        if (failure) stopAll.abort();
        return failure;
      }),
    );
    return (
      failures.find((failure) => failure && !failure.stopped) ?? failures.find(Boolean) ?? null
    );
  }
  if (stopAll.signal.aborted) return { step: item, code: 1, stopped: true };
  const code = await runStep(item);
  if (code === 0) return null;
  return { step: item, code, stopped: stopAll.signal.aborted };
}

const failure = await runPlan(plan);
if (failure) reportFailure(failure.step, failure.code);

console.log(`\n✔ all checks passed in ${seconds(Date.now() - started).trim()}`);
console.log('\nThe slowest tests:');
for (const { ms, where } of slowestTests()) console.log(`${seconds(ms)}  ${where}`);
