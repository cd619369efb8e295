// Runs a command with its whole output appended to a log file (npm test's and the date sweep's
// steps); resolves with the exit code. With `signal`, the command runs in its own process group,
// and aborting stops the whole group (npm test stops the other lane when one fails). With `nice`,
// the command runs at that lower priority: it gets the cores whenever the others wait.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { stopGroupOnAbort } from './stop-group.mjs';

export function runLogged(command, args, log, { cwd, env = process.env, signal, nice } = {}) {
  return new Promise((resolve) => {
    const out = createWriteStream(log, { flags: 'a' });
    out.write(`$ ${command} ${args.join(' ')}\n`);
    const [program, programArgs] =
      nice === undefined ? [command, args] : ['nice', ['-n', String(nice), command, ...args]];
    const child = spawn(program, programArgs, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: signal !== undefined,
    });
    const release = stopGroupOnAbort(child, signal);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('exit', (code) => {
      release();
      out.end(() => resolve(code ?? 1));
    });
  });
}
