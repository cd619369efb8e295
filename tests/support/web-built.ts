// The journeys open the built app, which `npm test` builds beside the emulators' start
// (scripts/test.mjs): the build writes its exit code to the file SPROUT_WEB_BUILT names when it
// ends. A journey file waits for it here, so the function suites that need no app start at once.
import { existsSync, readFileSync } from 'node:fs';

const marker = process.env.SPROUT_WEB_BUILT;
if (marker) {
  while (!existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 200));
  const code = readFileSync(marker, 'utf8').trim();
  if (code !== '0') throw new Error(`The web build failed (exit ${code}): the journeys need it.`);
}
