// Runs a command with its whole output appended to a log file (npm test's and the date sweep's
// steps); resolves with the exit code.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export function runLogged(command, args, log, { cwd, env = process.env } = {}) {
  return new Promise((resolve) => {
    const out = createWriteStream(log, { flags: 'a' });
    out.write(`$ ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('exit', (code) => out.end(() => resolve(code ?? 1)));
  });
}
