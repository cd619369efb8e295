#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. The emulator suites (rules,
// functions, browser journeys) share one `firebase emulators:exec` and one SMTP sink.
import { spawn } from 'node:child_process';
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
  ['unit tests', () => npx('vitest', 'run', '--project', 'core', '--project', 'web')],
  ['build functions', () => run('npm', ['run', 'build:functions'])],
  [
    'build web (emulator mode)',
    () => npx('vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'),
  ],
  [
    'rules, functions and browser journeys on the emulators',
    async () => {
      const sink = await startSmtpSink({ quiet: true });
      try {
        const child = runFirebase([
          'emulators:exec',
          '--only',
          'auth,firestore,functions,hosting',
          [
            'npx --no-install vitest run --project rules --project functions --project e2e',
            ...filters,
          ].join(' '),
        ]);
        return await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
      } finally {
        await sink.stop();
      }
    },
  ],
];

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
