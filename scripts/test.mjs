#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. The emulator suites (rules,
// functions, browser journeys) share one `firebase emulators:exec` and one SMTP sink.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink.mjs';
import { execOnEmulators, printLogTail } from './lib/exec-on-emulators.mjs';

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
 * The suites in one `emulators:exec`; the emulators' log goes to `.tmp/emulators.log`, the suites'
 * output to the console (scripts/lib/exec-on-emulators.mjs).
 */
async function runSuitesOnEmulators() {
  const tmp = join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const colour = process.stdout.isTTY ? 'FORCE_COLOR=1 ' : '';
  const { code, logPath } = await execOnEmulators({
    only: 'auth,firestore,functions,hosting',
    command: [
      `${colour}npx --no-install vitest run --project rules --project functions --project e2e`,
      ...filters,
    ].join(' '),
    dir: tmp,
  });
  if (code !== 0) printLogTail(logPath);
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
