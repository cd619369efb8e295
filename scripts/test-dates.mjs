#!/usr/bin/env node
// `npm run test:dates`: the date-sensitive suites on every date of the sweep
// (scripts/lib/sweep-dates.mjs: 28 and 29 Feb of a leap year, 1 Mar, 30 Nov, 1 Dec, 31 Dec, 1 Jan
// and today), to prove no test and no code depends on the day it runs.
//   1. Every unit suite (core, the functions' pure modules, web): the vitest projects
//      `dates <day> …` (vitest.config.ts, SPROUT_SWEEP_ALL), Date set to the day in-process.
//      (`npm test` runs the pure suites that read the clock this way, on every day.)
//   2. The emulator suites that depend on the day (forecasts, reminders, share expiry, retention,
//      and the children and offline journeys), each day in its own `emulators:exec` with the whole
//      stack moved to that day: every Node process gets Date shifted in-process
//      (scripts/lib/shift-clock.mjs), the Java Firestore emulator (so the rules' request.time)
//      runs under libfaketime, and the journeys' Chromium gets the shift from an init script
//      (tests/support/browser.ts). libfaketime only for Java: under it Node ran 3-9 times slower
//      and Chromium took a minute to start. Java needs FAKETIME_FORCE_MONOTONIC_FIX=0: without it
//      the JVM under libfaketime burns CPU in its timed waits (libfaketime issue 425) and the
//      journeys ran three times slower and timed out.
// Options: --unit-only (step 1 only), --no-build (reuse functions/lib and dist/),
// --log-dir DIR (default .tmp/logs), --dates a,b (days YYYY-MM-DD instead of the sweep's),
// --suites a,b (emulator suite files instead of the list below), --no-unit (skip step 1).
import { spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dateSweepDates } from './lib/sweep-dates.mjs';
import { execOnEmulators } from './lib/exec-on-emulators.mjs';
import { runLogged } from './lib/run-logged.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const logs = option('--log-dir') ?? join(root, '.tmp', 'logs');
mkdirSync(logs, { recursive: true });
const chosen = option('--dates')
  ?.split(',')
  .map((day) => `${day}T12:00:00.000Z`);
const dates = chosen ?? dateSweepDates();

/** The emulator suites that depend on the day. */
const defaultSuites = [
  'tests/functions/forecast.test.ts',
  'tests/functions/reminders-jobs.test.ts',
  'tests/functions/reminders-admin.test.ts',
  'tests/functions/sharing.test.ts',
  'tests/functions/retention.test.ts',
  'tests/e2e/children.spec.ts',
  'tests/e2e/offline.spec.ts',
];
const emulatorSuites = option('--suites')?.split(',') ?? defaultSuites;

const libfaketime = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
].find((path) => existsSync(path));

const run = (command, commandArgs, log, env = process.env) =>
  runLogged(command, commandArgs, log, { cwd: root, env });

const shiftClock = join(root, 'scripts', 'lib', 'shift-clock.mjs');

/** A folder with a `java` that runs the real one under libfaketime, `offsetSeconds` away. */
function javaOnDay(offsetSeconds) {
  const javaPath = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim();
  const dir = join(root, '.tmp', 'faketime-bin');
  mkdirSync(dir, { recursive: true });
  const offset = `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`;
  writeFileSync(
    join(dir, 'java'),
    [
      '#!/bin/sh',
      `export LD_PRELOAD=${libfaketime} FAKETIME=${offset} DONT_FAKE_MONOTONIC=1 FAKETIME_DONT_FAKE_MONOTONIC=1 FAKETIME_FORCE_MONOTONIC_FIX=0`,
      `exec ${javaPath} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(join(dir, 'java'), 0o755);
  return dir;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

async function unitSweep() {
  const log = join(logs, 'dates-unit.log');
  const t0 = Date.now();
  const projects = dates.flatMap((now) => ['--project', `dates ${now.slice(0, 10)} *`]);
  const env = { ...process.env, SPROUT_SWEEP_ALL: '1' };
  const code = await run(
    'npx',
    ['--no-install', 'vitest', 'run', '--maxWorkers=2', ...projects],
    log,
    env,
  );
  const mark = code === 0 ? '✔' : '✖';
  console.log(`${mark} ${seconds(Date.now() - t0)}  unit suites on ${dates.length} dates`);
  if (code !== 0) console.log(`  see ${relative(root, log)}`);
  return code;
}

/** One day: the emulators, the functions and the browser all on `now`. */
async function emulatorDay(now) {
  const day = now.slice(0, 10);
  const log = join(logs, `dates-${day}.log`);
  // A whole number of seconds, the same for libfaketime and the browser's init script.
  const offsetSeconds = Math.round((Date.parse(now) - Date.now()) / 1000);
  const offsetMs = offsetSeconds * 1000;
  const env = {
    ...process.env,
    // Node (firebase-tools, the Auth emulator, the functions, vitest): Date shifted in-process.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(shiftClock).href}`,
    SPROUT_CLOCK_OFFSET_MS: String(offsetMs),
    // Java (the Firestore emulator, so the rules' request.time): libfaketime, through a `java`
    // first in PATH.
    PATH: `${javaOnDay(offsetSeconds)}:${process.env.PATH}`,
  };
  const t0 = Date.now();
  const out = createWriteStream(log, { flags: 'w' });
  const sink = await startSmtpSink({ quiet: true });
  let code;
  try {
    ({ code } = await execOnEmulators({
      only: 'auth,firestore,functions,hosting',
      command: `npx --no-install vitest run --maxWorkers=2 --project functions --project e2e --project alone --project 'alone journeys' --project 'timed journeys' ${emulatorSuites.join(' ')}`,
      dir: join(logs),
      logName: `dates-${day}-emulators.log`,
      output: out,
      env,
    }));
  } finally {
    await sink.stop();
    await new Promise((resolve) => out.end(resolve));
  }
  const mark = code === 0 ? '✔' : '✖';
  console.log(`${mark} ${seconds(Date.now() - t0)}  ${day}: emulator suites`);
  if (code !== 0) console.log(`  see ${relative(root, log)}`);
  return code;
}

function build() {
  for (const script of ['build:functions', 'size']) {
    const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'ignore' });
    if (result.status !== 0) {
      console.error(`✖ npm run ${script} failed`);
      process.exit(1);
    }
  }
}

const t0 = Date.now();
// The compiled catalogs are generated, not committed: the suites that render e-mails need them
// (on a fresh clone nothing has compiled them yet).
if (spawnSync('npm', ['run', 'i18n:compile'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  console.error('✖ npm run i18n:compile failed');
  process.exit(1);
}
let failed = !args.includes('--no-unit') && (await unitSweep()) !== 0;
if (!args.includes('--unit-only')) {
  if (!libfaketime) {
    console.error('✖ libfaketime is missing: apt-get install faketime (Debian), then run again.');
    process.exit(1);
  }
  if (!args.includes('--no-build')) build();
  for (const now of dates) failed = (await emulatorDay(now)) !== 0 || failed;
}
console.log(`${failed ? '✖' : '✔'} ${seconds(Date.now() - t0)}  date sweep`);
process.exit(failed ? 1 : 0);
