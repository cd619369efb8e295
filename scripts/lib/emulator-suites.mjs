// Runs inside `firebase emulators:exec` (scripts/test.mjs): the rules, function and journey suites
// in four phases, so that as little as possible runs with a core idle.
//   1. The timed journeys (they time the app's own timeouts or count its reads), two at a time
//      among themselves only, on emulators nothing has used yet.
//   2. Side by side, one worker each: the rules suites (each file its own Firestore project, so
//      they touch nothing of the others), and the suites that act on every parent of the project
//      and so run one file at a time with nothing else on it (vitest.config.ts, aloneSuites): the
//      reminder jobs, Send Now's suites, then Send Now's journey. They used to run after
//      everything else, on one core, with the other idle.
//   3. Every other journey and function suite, two files at a time.
//   4. The fuzzing, alone (it compares the whole database before and after).
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
const emulatorPhases = [
  // First, on emulators nothing has used yet: the timed journeys (they wait for the web build).
  // Run after the suites that act on every parent, the dashboard's read count once came out
  // higher on its second open (24 against 22).
  [[{ name: 'timed', workers: 2, projects: ['timed journeys'] }]],
  [
    [{ name: 'rules', workers: 1, projects: ['rules'] }],
    [
      { name: 'alone', workers: 1, projects: ['alone'] },
      { name: 'alone-journeys', workers: 1, projects: ['alone journeys'] },
    ],
  ],
  // One vitest, two files at a time (a third lane of function suites beside two journeys saw
  // two journeys of one file time out in one run of two). Three files at a time gained nothing:
  // 395 s against 405 s, the tests' own time 1145 s against 785 s, and the sharing journey
  // timed out; the emulators, not the cores, set the pace (the machine used 1.4 of its 2 cores).
  [[{ name: 'main', workers: 2, projects: ['e2e', 'functions'] }]],
  // The fuzzing calls every function: first it took 64-88 s (each function's emulator worker
  // starting cold beside the builds), last 23-26 s.
  [[{ name: 'fuzz', workers: 1, projects: ['fuzz'] }]],
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
