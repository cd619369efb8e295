#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure. Each step's whole output goes to
// `.tmp/logs/<step>.log`; the console gets one line per step (counts and seconds), then the
// slowest tests. A failing step prints the end of its log (and of the emulators' log).
// The emulator suites (rules, functions, browser journeys) share one `firebase emulators:exec`
// and one SMTP sink.
//   npm test                          everything
//   npm run test:emulators [-- -- f]  only the builds and the emulator suites (f: file filters)
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

/** Runs a command with its output in `log`; resolves with the exit code. */
const run = (command, args, log) => runLogged(command, args, log, { cwd: root });

/** Runs commands one after the other, stopping at the first that fails. */
async function sequence(log, ...commands) {
  for (const [command, ...args] of commands) {
    const code = await run(command, args, log);
    if (code !== 0) return code;
  }
  return 0;
}

/** The vitest arguments that write a JSON report (counts, durations) next to the step's log. */
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(logs, `${name}.json`)}`,
  // Console output of a passing test stays out of the log; a failing test's is kept.
  '--silent=passed-only',
];

/** "775 tests in 110 files" from a step's JSON report, or null. */
function vitestSummary(name) {
  const report = readReport(name);
  if (!report) return null;
  const failed = report.numFailedTests ? `, ${report.numFailedTests} failed` : '';
  return `${report.numPassedTests} tests in ${report.testResults.length} files${failed}`;
}

function readReport(name) {
  const path = join(logs, `${name}.json`);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const sweepDays = dateSweepDates().length;

const steps = [
  // Lint and the translations (then types: the strict compile also writes the e-mail catalogs
  // the functions import) are single-threaded: on two cores they run side by side.
  {
    name: 'lint',
    parallelWith: 'translations and types',
    run: (log) => run('npm', ['run', 'lint'], log),
  },
  {
    name: 'translations and types',
    run: (log) =>
      sequence(log, ['npm', 'run', 'i18n:check'], ['npm', 'run', 'typecheck', '--silent']),
  },
  {
    name: 'unit tests',
    run: (log) =>
      run(
        'npx',
        [
          '--no-install',
          'vitest',
          'run',
          '--maxWorkers=2',
          '--project',
          'core',
          '--project',
          'web',
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
  },
  {
    name: 'build functions',
    parallelWith: 'build web and size budgets',
    run: (log) => run('npm', ['run', 'build:functions'], log),
  },
  // Builds the web app (emulator mode) for the browser journeys, and checks each route's
  // first-load JavaScript against its budget (issue 18).
  { name: 'build web and size budgets', run: (log) => run('npm', ['run', 'size'], log) },
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
    emulatorLog: join(logs, 'emulators.log'),
  },
];

/**
 * The rules, functions and journey suites in one `emulators:exec`; the emulators' own log goes to
 * `.tmp/logs/emulators.log`, the suites' output to the step's log.
 */
async function runSuitesOnEmulators(log) {
  const report = vitestReport('emulators').join(' ');
  const out = createWriteStream(log, { flags: 'a' });
  const { code } = await execOnEmulators({
    only: 'auth,firestore,functions,hosting',
    command: [
      'npx --no-install vitest run --project rules --project functions --project e2e',
      report,
      ...filters,
    ].join(' '),
    dir: logs,
    output: out,
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

const selected = process.argv.includes('--emulators')
  ? steps.filter((step) => step.name.startsWith('build') || step.name === 'emulator suites')
  : steps;

rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
console.log(`npm test: each step's output is in ${relative(root, logs)}/`);

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
const logOf = (step) => join(logs, `${step.name.replaceAll(/[^a-z0-9]+/gi, '-')}.log`);

/** Runs one step; prints its line; returns its exit code. */
async function runStep(step) {
  const t0 = Date.now();
  const code = await step.run(logOf(step));
  const summary = step.summary?.() ?? '';
  const mark = code === 0 ? '✔' : '✖';
  console.log(`${mark} ${seconds(Date.now() - t0)}  ${step.name}${summary ? `: ${summary}` : ''}`);
  return code;
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
  process.exit(code);
}

for (let i = 0; i < selected.length; i++) {
  const step = selected[i];
  const partner = step.parallelWith && selected.find((s) => s.name === step.parallelWith);
  if (partner) {
    i = selected.indexOf(partner);
    const codes = await Promise.all([runStep(step), runStep(partner)]);
    codes.forEach((code, k) => code !== 0 && reportFailure(k === 0 ? step : partner, code));
  } else {
    const code = await runStep(step);
    if (code !== 0) reportFailure(step, code);
  }
}

console.log(`\n✔ all checks passed in ${seconds(Date.now() - started).trim()}`);
console.log('\nThe slowest tests:');
for (const { ms, where } of slowestTests()) console.log(`${seconds(ms)}  ${where}`);
