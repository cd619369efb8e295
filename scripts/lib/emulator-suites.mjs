// Runs inside `firebase emulators:exec` (scripts/test.mjs): the rules, function and journey suites
// in three phases, so that no core waits while one suite runs alone.
//   1. Side by side, one worker each: the rules suites (each file its own Firestore project, so
//      they touch nothing of the others), and the suites that act on every parent of the project
//      and so run one file at a time with nothing else on it (vitest.config.ts, aloneSuites): the
//      fuzzing, the reminder jobs, Send Now's suites, then Send Now's journey. They used to run
//      after everything else, on one core, with the other idle. (Measured on a fresh clone: npm
//      test 647 s before, 521 s after; the journeys after them ran faster too, the catalogue's
//      17 s against 51-63 s.)
//   2. The timed journeys, two at a time among themselves only.
//   3. Every other journey, two files at a time, beside every other function suite, one at a time:
//      the function suites mostly wait on the emulators, and a third journey worker was slower.
// Usage: node scripts/lib/emulator-suites.mjs <log dir> [vitest filters...]
// Each vitest writes its JSON report to `<log dir>/emulators-<name>.json`; its output is printed
// whole when it ends (those of one phase never interleave). Exits with the first failing code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const [logDir, ...filters] = process.argv.slice(2);

/**
 * The phases, one after the other; in each, lanes side by side; in each lane, vitest runs one
 * after the other (a name for its report, its projects, its workers).
 */
export const emulatorPhases = [
  [
    [{ name: 'rules', workers: 1, projects: ['rules'] }],
    // Send Now's journey after the function suites: it waits for the web build, they do not
    // (in one run vitest began with the journey, and the lane waited 28 s for the build).
    [
      { name: 'alone', workers: 1, projects: ['alone'] },
      { name: 'alone-journeys', workers: 1, projects: ['alone journeys'] },
    ],
  ],
  [[{ name: 'timed', workers: 2, projects: ['timed journeys'] }]],
  [
    [{ name: 'journeys', workers: 2, projects: ['e2e'] }],
    [{ name: 'functions', workers: 1, projects: ['functions'] }],
  ],
];

/** Runs one vitest; resolves with its exit code once its whole output is printed. */
function runVitest({ name, workers, projects }) {
  const args = [
    '--no-install',
    'vitest',
    'run',
    `--maxWorkers=${workers}`,
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(logDir, `emulators-${name}.json`)}`,
    '--silent=passed-only',
    // A file filter may leave a phase with nothing to run.
    '--passWithNoTests',
    ...filters,
  ];
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n=== ${name}: vitest ${args.slice(2).join(' ')}\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? 1);
    });
  });
}

/** Runs a lane's vitest runs in order; resolves with the first failing code, or 0. */
async function runLane(lane) {
  for (const run of lane) {
    const code = await runVitest(run);
    if (code !== 0) return code;
  }
  return 0;
}

for (const phase of emulatorPhases) {
  const codes = await Promise.all(phase.map(runLane));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
