#!/usr/bin/env node
// `npm run bench:content`: how long a parent waits for the dashboard's sizes on a first visit, in
// Chromium under DevTools' mobile throttling (Lighthouse's devtools values: 562.5 ms a round trip,
// 1.47 Mbps down, 675 kbps up, CPU 4x). Lighthouse's own figures (`npm run bench:lighthouse`) end
// at the largest paint, the dashboard's greeting; the sizes come after Auth, Firestore and the
// page's chunks. Each run: a fresh headless Chromium signs the demo parent in through the form,
// leaves the page, clears the HTTP cache, the service worker and Cache Storage (the session stays,
// as in bench:lighthouse), then opens /en-US/dashboard and notes when the greeting, the "Sizes
// today" card and a size in it appear (performance.now(), from the navigation's start). Prints
// every run and the medians. A benchmark, not a test: it exits non-zero only when a run fails.
//
//   flock /tmp/sprout-emulators.lock npm run bench:content -- [--no-build] [--runs=N]
//     --no-build   use the existing dist/ and functions/lib (else both are built)
//     --runs=N     number of runs (default 5)
// Issue 34 used it to price the pages' missing preload links (README, Speed budgets).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildForEmulators, execOnDemoEmulators, run } from './lib/bench-emulators.mjs';
import { signInThenForgetCaches } from './lib/demo-sign-in.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const hostingUrl = 'http://127.0.0.1:5000';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse 12's mobile `throttling` for its devtools method (constants.js). */
const network = { latency: 562.5, download: (1474.56 * 1024) / 8, upload: (675 * 1024) / 8 };
const cpuSlowdown = 4;

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs=N needs a whole number of at least 1');
  process.exit(2);
}
process.exitCode = args.includes('--inside-emulators') ? await measureAll() : await main();

async function main() {
  const built = await buildForEmulators(!args.includes('--no-build'));
  if (built !== 0) return built;
  const out = join(root, '.tmp', 'bench-content');
  mkdirSync(out, { recursive: true });
  return await execOnDemoEmulators(
    `node scripts/bench-dashboard-content.mjs --inside-emulators --runs=${runs}`,
    out,
  );
}

async function measureAll() {
  const { chromium } = await import('playwright-core');
  const { demoLogins } = await import('./seed/demo-logins.mjs');
  const parent = demoLogins.find((login) => login.role === 'parent');
  if (!parent) throw new Error('no demo parent in scripts/seed/demo-logins.mjs');
  // The demo's forecasts are made for today, as `npm start` does.
  const refreshed = await run('node', ['scripts/run-ts.mjs', 'scripts/seed/refresh-forecasts.ts']);
  if (refreshed !== 0) return refreshed;
  const probe = await chromium.launch({ executablePath: chromePath });
  const version = probe.version();
  await probe.close();
  console.log(
    `Chromium ${version}, CPU ${cpuSlowdown}x, ${network.latency} ms a round trip, first visits of /en-US/dashboard:`,
  );
  const results = [];
  for (let index = 0; index < runs; index += 1) {
    const browser = await chromium.launch({ executablePath: chromePath });
    try {
      const times = await measure(browser, parent);
      results.push(times);
      console.log(
        `  run ${index + 1}/${runs}: greeting ${times.greeting} ms, "Sizes today" ${times.card} ms, a size ${times.size} ms`,
      );
    } finally {
      await browser.close();
    }
  }
  const median = (key) => {
    const sorted = results.map((times) => times[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? sorted[middle]
      : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
  };
  console.log(
    `median of ${runs}: greeting ${median('greeting')} ms, "Sizes today" ${median('card')} ms, a size ${median('size')} ms`,
  );
  return 0;
}

/** One first visit of the dashboard, signed in; milliseconds from the navigation's start. */
async function measure(browser, parent) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { cdp } = await signInThenForgetCaches(page, parent, hostingUrl);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: network.download,
    uploadThroughput: network.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${hostingUrl}/en-US/dashboard`, { waitUntil: 'commit' });
  /** When `shown` first holds, checked on every frame. */
  const when = async (shown) => {
    await page.waitForFunction(shown, undefined, { polling: 'raf', timeout: 120_000 });
    return Math.round(await page.evaluate(() => performance.now()));
  };
  const greeting = await when(() =>
    (globalThis.document.body?.innerText ?? '').includes('Welcome,'),
  );
  const card = await when(() => globalThis.document.getElementById('sizes-title') !== null);
  const size = await when(() => {
    const shown = globalThis.document
      .querySelector('[data-testid="clothing-size"]')
      ?.textContent?.trim();
    return Boolean(shown) && shown !== '–';
  });
  await context.close();
  return { greeting, card, size };
}
