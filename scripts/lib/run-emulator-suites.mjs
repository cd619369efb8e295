#!/usr/bin/env node
// The emulator suites of `npm test`, run inside `firebase emulators:exec` (scripts/test.mjs) in
// two phases: first the rules suites beside the function suites that must run alone (they act on
// every parent of the demo project; the rules suites use projects of their own, so the two never
// meet, and vitest would otherwise run the one-at-a-time files after everything else), then every
// other function suite and journey. Output goes to stdout; each vitest run writes a JSON report
// into the directory given (emulators-alone, emulators-rules, emulators: scripts/test.mjs reads
// them). Exits 0 only when every run passed.
//   node scripts/lib/run-emulator-suites.mjs <report dir> [vitest file filters…]
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const [reportDir, ...filters] = process.argv.slice(2);
if (!reportDir) {
  console.error('usage: node scripts/lib/run-emulator-suites.mjs <report dir> [filters…]');
  process.exit(2);
}

/** One vitest run of `projects`, its JSON report named `report`; resolves with its exit code. */
function vitest(projects, report) {
  const args = [
    '--no-install',
    'vitest',
    'run',
    '--maxWorkers=2',
    // A filter may leave a phase without files: that is no failure.
    '--passWithNoTests',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir, `${report}.json`)}`,
    // Console output of a passing test stays out of the log; a failing test's is kept.
    '--silent=passed-only',
    ...filters,
  ];
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const first = await Promise.all([
  vitest(['alone'], 'emulators-alone'),
  vitest(['rules'], 'emulators-rules'),
]);
if (first.some((code) => code !== 0)) process.exit(1);
const rest = await vitest(['timed journeys', 'alone journeys', 'functions', 'e2e'], 'emulators');
process.exit(rest);
