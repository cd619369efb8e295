// `firebase emulators:exec` around a shell command, with the emulators' own output (a line per
// request, thousands) in a log file and the command's output on the console: the command writes
// through a FIFO that this process copies to stdout (or a log). If the emulators fail before the command
// starts, the log's tail is printed. Used by `npm test` (scripts/test.mjs) and the Lighthouse
// benchmark (scripts/bench-lighthouse.mjs).
import { execFileSync } from 'node:child_process';
import { closeSync, constants, createReadStream, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runFirebase } from '../emulators.mjs';
import { stopGroupOnAbort } from './stop-group.mjs';

/**
 * Runs `command` (a shell line) inside the emulators named by `only`, extra `emulators:exec`
 * arguments in `extra` (e.g. `--import emulator-data`). The log and the FIFO go to `dir`.
 * The command's output goes to `output` (the console unless told otherwise). Resolves with the
 * exit code, and whether the command wrote anything (it ran at all). Aborting `signal` stops the
 * emulators and the command (their own process group).
 */
export async function execOnEmulators({
  only,
  command,
  dir,
  logName = 'emulators.log',
  extra = [],
  output = process.stdout,
  env = process.env,
  signal,
}) {
  const logPath = join(dir, logName);
  const fifo = join(dir, 'output.fifo');
  rmSync(fifo, { force: true });
  execFileSync('mkfifo', [fifo]);
  const log = openSync(logPath, 'w');
  // Opening a FIFO for reading waits for its writer: the command, once the emulators are up.
  const fromCommand = createReadStream(fifo);
  fromCommand.pipe(output, { end: false });
  let commandRan = false;
  fromCommand.once('data', () => (commandRan = true));
  const outputDone = new Promise((resolve) => fromCommand.on('close', () => resolve(undefined)));
  const child = runFirebase(
    ['emulators:exec', '--only', only, ...extra, `${command} > ${JSON.stringify(fifo)} 2>&1`],
    { stdio: ['ignore', log, log], env, detached: signal !== undefined },
  );
  const release = stopGroupOnAbort(child, signal);
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  release();
  closeSync(log);
  try {
    // Never opened by the command (the emulators failed first): release the waiting reader.
    closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
  } catch {
    // The command ran and closed it; nothing waits.
  }
  await outputDone;
  rmSync(fifo, { force: true });
  return { code, commandRan, logPath };
}

/** The last lines of an emulator log, printed after a failure. */
export function printLogTail(logPath, lines = 40) {
  const tail = readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  console.error(`\n--- last lines of ${logPath} ---\n${tail}`);
}
