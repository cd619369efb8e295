// What the browser benchmarks (bench:lighthouse, bench:content) share: the emulator build of the
// functions and the web app, and `emulators:exec` around the benchmark itself with the demo data
// (Auth, Firestore, Functions and Hosting serving dist/).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `command` in the project's root with the console; resolves with its exit code. */
export function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Builds the functions and the web app in emulator mode, saying which on the console; with
 * `build` false, checks that both builds exist instead. Resolves with 0 or the failing code.
 */
export async function buildForEmulators(build) {
  if (!build) {
    for (const built of ['dist/index.html', 'functions/lib']) {
      if (!existsSync(join(root, built))) {
        console.error(`--no-build: ${built} is missing (run without --no-build once)`);
        return 1;
      }
    }
    return 0;
  }
  for (const [label, command, args] of [
    ['building functions', 'npm', ['run', 'build:functions', '--silent']],
    [
      'building web (emulator mode)',
      'npx',
      ['--no-install', 'vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'],
    ],
  ]) {
    console.log(`▶ ${label}`);
    const code = await run(command, args);
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * `emulators:exec` around `command` (a shell line), with the demo data; the emulators' log goes to
 * `<dir>/emulators.log` (scripts/lib/exec-on-emulators.mjs), and its tail to the console when the
 * emulators failed before the command ran.
 */
export async function execOnDemoEmulators(command, dir) {
  const { execOnEmulators, printLogTail } = await import('./exec-on-emulators.mjs');
  const { code, commandRan, logPath } = await execOnEmulators({
    only: 'auth,firestore,functions,hosting',
    extra: ['--import', 'emulator-data'],
    command,
    dir,
  });
  if (code !== 0 && !commandRan) printLogTail(logPath);
  return code;
}
