#!/usr/bin/env node
// Waits for the web build that `npm test` runs beside the emulators' start (scripts/test.mjs):
// the build writes its exit code to the file named here when it ends. Exits 0 once it passed,
// 1 if it failed, so the suites (which open the built app) start only on a good build.
import { existsSync, readFileSync } from 'node:fs';

const [marker] = process.argv.slice(2);
if (!marker) {
  console.error('usage: node scripts/lib/wait-for-build.mjs <marker file>');
  process.exit(2);
}
while (!existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 200));
const code = readFileSync(marker, 'utf8').trim();
if (code !== '0') {
  console.error(`The web build failed (exit ${code}): the browser journeys need it.`);
  process.exit(1);
}
