#!/usr/bin/env node
// `npm start`: the whole product on this machine. Builds the functions, starts the SMTP sink, the
// emulators with the demo data of emulator-data/ (changes are not saved back) and the Vite dev
// server, prints every address and the demo logins, and stops everything on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink.mjs';
import { runFirebase } from './emulators.mjs';
import { demoLogins } from './seed/demo-logins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Sprout…');
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
    }
  }
  const deadline = setTimeout(() => process.exit(code), 15_000);
  deadline.unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function step(label, command, args) {
  console.log(`▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

async function waitFor(url, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`✖ ${label} did not start within ${timeoutMs / 1000} s`);
  stopAll(1);
}

const t0 = Date.now();
step('compiling translations', 'npx', ['--no-install', 'lingui', 'compile', '--typescript']);
step('building functions', 'npm', ['run', 'build', '--workspace', 'functions']);

const sink = await startSmtpSink();
const importArgs = existsSync(`${root}emulator-data/firebase-export-metadata.json`)
  ? ['--import', 'emulator-data']
  : [];
if (importArgs.length === 0)
  console.warn('! emulator-data/ has no export: starting empty (npm run seed)');

const emulators = runFirebase(
  ['emulators:start', '--only', 'auth,firestore,functions', ...importArgs],
  { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
);
children.push(emulators);
// The functions are loaded only once firebase-tools says so; its ports answer earlier.
const emulatorsReady = new Promise((resolve) => {
  emulators.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (String(chunk).includes('All emulators ready')) resolve();
  });
});
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`✖ the emulators stopped (exit ${code})`);
    stopAll(code ?? 1);
  }
});

const vite = spawn('npx', ['--no-install', 'vite', '--mode', 'emulator'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
children.push(vite);

await Promise.all([emulatorsReady, waitFor('http://127.0.0.1:5173/', 'Vite')]);
if (stopping) process.exit(1);

// The demo's forecasts are made for today, not for the day the export was taken.
const refresh = spawn('node', ['scripts/run-ts.mjs', 'scripts/seed/refresh-forecasts.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
});
await new Promise((resolve) => refresh.on('exit', resolve));

const seconds = ((Date.now() - t0) / 1000).toFixed(0);
console.log(`
  ✔ Sprout is running (started in ${seconds} s). Ctrl-C stops everything.

  Web app            http://127.0.0.1:5173
  Mail sink (inbox)  ${sink.webUrl}        (SMTP on ${sink.smtpUrl})
  Auth emulator      http://127.0.0.1:9099
  Firestore emulator http://127.0.0.1:8080
  Functions emulator http://127.0.0.1:5001
  Emulator hub       http://127.0.0.1:4400/emulators

  Demo logins:
${demoLogins.map((l) => `    ${l.role.padEnd(7)} ${l.email}  /  ${l.password}`).join('\n')}
`);
