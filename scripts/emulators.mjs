#!/usr/bin/env node
// Runs the project's pinned firebase-tools (13.x: the newest that runs on Java 17) against the
// demo project, with the machine's preinstalled Firestore emulator where there is one.
//   node scripts/emulators.mjs start [firebase flags]        emulators until Ctrl-C
//   node scripts/emulators.mjs exec [firebase flags] "<cmd>" emulators around one command
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ensureFirestoreWrapperJar } from './lib/firestore-wrapper-jar.mjs';
import { writeEmulatorConfig } from './lib/emulator-config.mjs';

export const projectId = 'demo-sprout';
const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** Environment for firebase-tools: temp files, config store and the Firestore jar stay in .tmp/. */
export function emulatorEnv(base = process.env) {
  const tmp = join(root, '.tmp');
  const home = join(tmp, 'home');
  mkdirSync(home, { recursive: true });
  const env = {
    ...base,
    TMPDIR: tmp,
    HOME: home,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // Keeps firebase-tools from asking questions in CI.
    CI: process.env.CI ?? 'true',
    // The Firestore emulator's JVM: the quick compiler only, and one garbage-collector thread. On
    // two cores the optimising compiler's threads cost more than they win in a run of minutes
    // (the rules suites: 62 s of the JVM's CPU and 97 s, against 25 s and 71 s with these).
    JAVA_TOOL_OPTIONS: base.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
    // Seconds a new functions worker may take to load the code. firebase-tools' 30 s default
    // answered requests with 'Failed to load function.' on a loaded two-core machine (several
    // workers starting beside the suites or a benchmark), failing a journey's first calls.
    FUNCTIONS_DISCOVERY_TIMEOUT: base.FUNCTIONS_DISCOVERY_TIMEOUT ?? '90',
  };
  const jar = ensureFirestoreWrapperJar(join(tmp, 'firestore-emulator-wrapper.jar'));
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
  return env;
}

function firebaseBin() {
  const pkg = require('firebase-tools/package.json');
  if (!pkg.version.startsWith('13.')) {
    throw new Error(`firebase-tools ${pkg.version} is installed; Sprout pins 13.x (Java 17).`);
  }
  return join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
}

function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    console.error('The Firestore and Auth emulators need Java 11 or newer (java not found).');
    process.exit(1);
  }
}

/** Spawns firebase with the given arguments; resolves with its exit code. */
export function runFirebase(args, options = {}) {
  checkJava();
  // firebase.json with the emulators' origins added to the Content-Security-Policy (lib/emulator-config.mjs).
  const config = writeEmulatorConfig(root);
  const child = spawn(
    process.execPath,
    [firebaseBin(), ...args, '--project', projectId, '--config', config],
    {
      cwd: root,
      env: emulatorEnv(options.env),
      stdio: options.stdio ?? 'inherit',
      // Its own process group, so a caller can stop it and every emulator it started at once.
      detached: options.detached ?? false,
    },
  );
  return child;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'start' && command !== 'exec') {
    console.error('usage: node scripts/emulators.mjs start|exec [firebase flags] ["<command>"]');
    process.exit(2);
  }
  const child = runFirebase([`emulators:${command}`, ...rest]);
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
