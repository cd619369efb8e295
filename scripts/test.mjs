#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. The emulator suites (rules,
// functions, browser journeys) share one `firebase emulators:exec` and one SMTP sink.
import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  constants,
  createReadStream,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink.mjs';
import { runFirebase } from './emulators.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Anything after `--` narrows the emulator suites to matching test files (vitest filters).
const dashDash = process.argv.indexOf('--');
const filters = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const npx = (...args) => run('npx', ['--no-install', ...args]);

const steps = [
  ['lint', () => run('npm', ['run', 'lint'])],
  // Before typecheck: the strict compile also writes the e-mail catalogs the functions import.
  ['translations', () => run('npm', ['run', 'i18n:check'])],
  ['typecheck', () => run('npm', ['run', 'typecheck'])],
  [
    'unit tests',
    () =>
      npx('vitest', 'run', '--project', 'core', '--project', 'web', '--project', 'functions-unit'),
  ],
  ['build functions', () => run('npm', ['run', 'build:functions'])],
  // Builds the web app (emulator mode) for the browser journeys, and checks each route's
  // first-load JavaScript against its budget (issue 18).
  ['build web and size budgets', () => run('npm', ['run', 'size'])],
  [
    'rules, functions and browser journeys on the emulators',
    async () => {
      const sink = await startSmtpSink({ quiet: true });
      try {
        return await runSuitesOnEmulators();
      } finally {
        await sink.stop();
      }
    },
  ],
];

/**
 * The emulators log every request (thousands of lines), which buried the suites' results: their
 * output goes to `.tmp/emulators.log`, and the suites write through a FIFO that this process copies
 * to the console. If the emulators fail before the suites start, the log's tail is printed.
 */
async function runSuitesOnEmulators() {
  const tmp = join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const logPath = join(tmp, 'emulators.log');
  const fifo = join(tmp, 'suites.fifo');
  rmSync(fifo, { force: true });
  execFileSync('mkfifo', [fifo]);
  const log = openSync(logPath, 'w');
  // Opening a FIFO for reading waits for its writer: the suites, once the emulators are up.
  const suites = createReadStream(fifo);
  suites.pipe(process.stdout, { end: false });
  const suitesDone = new Promise((resolve) => suites.on('close', resolve));
  const colour = process.stdout.isTTY ? 'FORCE_COLOR=1 ' : '';
  const child = runFirebase(
    [
      'emulators:exec',
      '--only',
      'auth,firestore,functions,hosting',
      [
        `${colour}npx --no-install vitest run --project rules --project functions --project e2e`,
        ...filters,
        `> ${JSON.stringify(fifo)} 2>&1`,
      ].join(' '),
    ],
    { stdio: ['ignore', log, log] },
  );
  console.log(`  (emulator logs: ${logPath})`);
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  closeSync(log);
  try {
    // Never opened by the suites (the emulators failed first): release the waiting reader.
    closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
  } catch {
    // The suites ran and closed it; nothing waits.
  }
  await suitesDone;
  rmSync(fifo, { force: true });
  if (code !== 0) {
    const tail = readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    console.error(`\n--- last lines of ${logPath} ---\n${tail}`);
  }
  return code;
}

// `--emulators` runs only the builds and the emulator suites (npm run test:emulators).
const selected = process.argv.includes('--emulators') ? steps.slice(-3) : steps;

const started = Date.now();
const timings = [];
for (const [name, step] of selected) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const code = await step();
  timings.push([name, ((Date.now() - t0) / 1000).toFixed(1)]);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
}
console.log('\n✔ all checks passed');
for (const [name, seconds] of timings) console.log(`  ${seconds.padStart(6)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
